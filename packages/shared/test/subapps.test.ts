import { describe, expect, it } from 'vitest';
import {
  HOST_PAGE_MOUNT_PATHS,
  SUB_APP_MOUNT_PATHS,
  matchSubApp,
  parseSubAppModes,
  subAppRegistry,
} from '../src/index.ts';

describe('§2.3 sub-app registry', () => {
  const registry = subAppRegistry();

  it('has one entry per mount path of the spec, 24 in all', () => {
    expect(registry.map((d) => d.mountPath)).toEqual([...SUB_APP_MOUNT_PATHS]);
    expect(registry).toHaveLength(24);
  });

  it.each([
    ['/eLoan', 'eLoan', '/apps/eloan/'],
    ['/lease', 'lease', '/apps/lease/'],
    ['/futures', 'futures', '/apps/futures/'],
    ['/efactoring_yunying', 'efactoring_yunying', '/apps/efactoring_yunying/'],
    ['/organization/index', 'organization-index', '/apps/organization-index/'],
  ])('%s is registered as %s with entry %s', (mountPath, name, entry) => {
    expect(registry.find((d) => d.mountPath === mountPath)).toMatchObject({ name, entry });
  });

  it.each(HOST_PAGE_MOUNT_PATHS.map((p) => [p]))('%s is a host page by default', (p) => {
    expect(registry.find((d) => d.mountPath === p)?.mode).toBe('host');
    expect(matchSubApp(registry, p)).toBeUndefined();
  });

  it.each([
    ['/eLoan', 'eLoan'],
    ['/eLoan/', 'eLoan'],
    ['/eloan/apply/12', 'eLoan'],
    ['/carbonAdmin', 'carbonAdmin'],
    ['/carbon/x', 'carbon'],
    ['/efactoring_yunying/a', 'efactoring_yunying'],
    ['/lease', 'lease'],
    ['/futures', 'futures'],
  ])('path %s is served by %s (longest mount path wins)', (path, name) => {
    expect(matchSubApp(registry, path)?.name).toBe(name);
  });

  it.each([['/eLoanX'], ['/finance/eLoan'], ['/crm/customerInfo'], ['/workbenches/newIndex'], ['/']])(
    'path %s is no sub-app',
    (path) => {
      expect(matchSubApp(registry, path)).toBeUndefined();
    },
  );

  it('marks the hash-routed apps (/lease#/admin, /futures#/login1)', () => {
    expect(registry.filter((d) => d.hashRouted).map((d) => d.mountPath)).toEqual(['/lease', '/futures']);
  });

  it('a configured override turns a host page into a sub-app and back', () => {
    const { modes, unknown } = parseSubAppModes('crm=subapp, eLoan=host, /organization/index=subapp');
    expect(unknown).toEqual([]);
    const r = subAppRegistry(modes);
    expect(matchSubApp(r, '/crm/anything')?.name).toBe('crm');
    expect(matchSubApp(r, '/eLoan')).toBeUndefined();
    expect(matchSubApp(r, '/organization/index')?.name).toBe('organization-index');
  });

  it.each([['nope=subapp'], ['crm=maybe'], ['crm']])('reports the unknown setting %s', (s) => {
    expect(parseSubAppModes(s).unknown).toEqual([s]);
  });
});
