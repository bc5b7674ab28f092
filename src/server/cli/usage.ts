export const USAGE = `轻办 Qingban 管理命令 (admin commands)

用法 (usage): npm run admin -- <command> [options]

  migrate                                  执行未应用的数据库迁移 (apply pending migrations)
  seed [--scale <N>]                       迁移并为空数据库写入种子数据，SEED=demo|none
                                           (migrate, then seed an empty database; prints admin's
                                           one-time password for SEED=none)
                                           --scale N：另外生成 N 个用户（含组织、岗位、角色）、N 件资产、
                                           N/10 条字典数据、N 条登录日志；生成的账号须重置密码后才能登录
                                           (also generate N users with organisations, positions and
                                           roles, N asset items, N/10 dictionary rows and N sign-in
                                           log rows; generated accounts sign in only after a
                                           password reset)
  reset-password <account> [--password <plain>] [--keep-sessions]
                                           重置密码并解除锁定；不给 --password 则生成随机密码并只显示一次；
                                           默认结束该账号的会话 (reset a password and lift the lock;
                                           without --password a random one is printed once; the
                                           account's sessions end unless --keep-sessions)
  backup [--out <file>]                    SQLite：在线备份到 DATA_DIR/backups/；PostgreSQL：打印 pg_dump 命令
                                           (SQLite online backup; prints the pg_dump command on PostgreSQL)
  restore <file> [--force]                 把备份恢复到已停止的服务器（文件路径或 DATA_DIR/backups 中的文件名）；
                                           SQLite 保留原库为 .before-restore-<时间>，PostgreSQL 先用 pg_dump 备份当前数据
                                           再用 pg_restore 恢复；有服务器在运行时拒绝，确认已停止可加 --force
                                           (restore a backup into a stopped server; the current data is kept first;
                                           refused while a server is running unless --force)
  help                                     显示本帮助 (this text)

环境变量 (environment, as for npm start):
  DATA_DIR      SQLite 数据目录 (default ./data)
  DATABASE_URL  设置后使用 PostgreSQL (use PostgreSQL when set)
  PG_DUMP, PG_RESTORE  pg_dump / pg_restore 的路径（不在 PATH 上时）(paths of the PostgreSQL tools)
  SEED          demo | none (for seed)

提示：--password 会留在 shell 历史里，必要时省略它让系统生成 (a password on the command line stays in
shell history; omit it to have one generated).`;
