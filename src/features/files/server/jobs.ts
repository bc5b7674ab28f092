import type { ServerJob } from '../../../server/jobs/server-job';
import { sweepAbandoned } from './cleanup';
import { partsOf } from './parts';

export const fileJobs: readonly ServerJob[] = [
  {
    kind: 'files.cleanupUploads',
    fullName: '清理未完成的上传',
    names: { zhtw: '清理未完成的上傳', en: 'Clean up abandoned uploads' },
    description: '删除超过 FILE_PARTIAL_MAX_AGE_HOURS（默认 24）小时无人继续的断点续传与分片上传、临时文件、没有任何文件记录使用的存储内容，以及过期的打包下载链接。',
    cron: '0 * * * *',
    async run(ctx) {
      const parts = partsOf(ctx);
      const r = await sweepAbandoned(parts);
      if (r.tusUploads + r.chunkDirs + r.tempFiles + r.orphans > 0) ctx.log.info(r, 'abandoned uploads removed');
      return `断点续传 ${r.tusUploads} 个，分片目录 ${r.chunkDirs} 个，临时文件 ${r.tempFiles} 个，无人使用的内容 ${r.orphans} 个，过期打包链接 ${r.zipLinks} 个`;
    },
  },
];
