import { describe, expect, it } from 'vitest';
import { featureStandaloneRoutes, pathFits, takesQueryToken } from './feature-standalone';

describe('feature pages outside the shell', () => {
  it('fits paths with $ segments', () => {
    expect(pathFits('/datascreen/$code', '/datascreen/demo.assets')).toBe(true);
    expect(pathFits('/datascreen/$code', '/datascreen/demo.assets/')).toBe(true);
    expect(pathFits('/datascreen/$code', '/datascreen')).toBe(false);
    expect(pathFits('/datascreen/$code', '/datascreen/a/b')).toBe(false);
    expect(pathFits('/datascreen/$code', '/home/x')).toBe(false);
  });

  it('takes ?token= only where a module says its page is opened with one (数据大屏, SPEC §2 type 6)', () => {
    expect(featureStandaloneRoutes().map((r) => r.path)).toContain('/datascreen/$code');
    expect(takesQueryToken('/datascreen/demo.assets')).toBe(true);
    expect(takesQueryToken('/home')).toBe(false);
    expect(takesQueryToken('/onlineDev/dataScreen')).toBe(false);
  });
});
