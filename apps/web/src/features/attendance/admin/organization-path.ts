import type { TOrganizationItem } from '@ehome/shared/organization/schemas';

/**
 * An organisation named with its parents ("上海总部 / 研发部"), as far as `all` knows them: two
 * departments of the same name under different offices must be told apart when picking one.
 */
export function organizationPath(
  organization: TOrganizationItem,
  all: ReadonlyMap<string, TOrganizationItem>,
): string[] {
  const names = [organization.organizationName];
  const seen = new Set([organization.organizationId]);
  let parentId = organization.parentId;
  while (parentId && !seen.has(parentId)) {
    const parent = all.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    names.unshift(parent.organizationName);
    parentId = parent.parentId;
  }
  return names;
}
