import type { Corners, LabelCoordinates, LabelPlacement } from '@vd/contract';
import { type Db, documentLabels, templateLabelGroups, templateLabels } from '@vd/db';
import { and, asc, eq } from 'drizzle-orm';

export type PlacementRow = typeof templateLabels.$inferSelect & { name: string; data_type: string };
export type GroupRow = typeof templateLabelGroups.$inferSelect;

/** Where a label group sits in its table: the first row it was duplicated from, and its row number. */
export interface GroupPosition {
  first: string;
  row: number;
}

const corners = (r: Corners): Corners => ({ x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1 });

/** The smallest rectangle holding every placement of a group. */
export const boundingBox = (boxes: Corners[]): Corners => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

const placementView = (row: PlacementRow): LabelPlacement => ({
  id: row.id,
  name: row.name,
  label_name: row.name,
  is_group: false,
  document_label_id: row.document_label_id,
  data_type: row.data_type,
  page: row.page,
  coordinate: corners(row),
  label_group_id: row.label_group_id,
});

/**
 * Each group's first row (followed up the duplicated-from links) and its row number in the table:
 * 1 for a first row, its parent's row + 1 for a duplicated one.
 */
export function groupPositions(groups: readonly GroupRow[]): Map<string, GroupPosition> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const positions = new Map<string, GroupPosition>();
  for (const group of groups) {
    let first = group;
    let row = 1;
    for (
      let parent = group.parent_label_group_id ? byId.get(group.parent_label_group_id) : undefined;
      parent && row < 1000;
      parent = parent.parent_label_group_id ? byId.get(parent.parent_label_group_id) : undefined
    ) {
      first = parent;
      row++;
    }
    positions.set(group.id, { first: first.id, row });
  }
  return positions;
}

/** A document's label groups (table rows). */
export const documentGroups = (db: Db, companyId: string, documentId: string): Promise<GroupRow[]> =>
  db
    .select()
    .from(templateLabelGroups)
    .where(
      and(eq(templateLabelGroups.document_id, documentId), eq(templateLabelGroups.company_id, companyId)),
    );

/** A document's placements, with their label names. */
export async function placementRows(db: Db, companyId: string, documentId: string): Promise<PlacementRow[]> {
  const rows = await db
    .select({ placement: templateLabels, name: documentLabels.name, data_type: documentLabels.data_type })
    .from(templateLabels)
    .innerJoin(documentLabels, eq(documentLabels.id, templateLabels.document_label_id))
    .where(and(eq(templateLabels.document_id, documentId), eq(templateLabels.company_id, companyId)))
    .orderBy(
      asc(templateLabels.page),
      asc(templateLabels.y0),
      asc(templateLabels.x0),
      asc(templateLabels.id),
    );
  return rows.map((r) => ({ ...r.placement, name: r.name, data_type: r.data_type }));
}

/**
 * GET document-detail/{id}/labels (docs/product.md §13): single placements, and groups (is_group) holding
 * their placements in `labels`, by page and from the top.
 */
export async function labelCoordinates(
  db: Db,
  companyId: string,
  documentId: string,
): Promise<LabelCoordinates[]> {
  const [placements, groups] = await Promise.all([
    placementRows(db, companyId, documentId),
    documentGroups(db, companyId, documentId),
  ]);
  const positions = groupPositions(groups);
  const singles: LabelCoordinates[] = placements
    .filter((p) => p.label_group_id === null)
    .map((p) => ({ ...placementView(p), parent_label_group_id: null, row: null, labels: [] }));
  const grouped: LabelCoordinates[] = groups.flatMap((group) => {
    const members = placements.filter((p) => p.label_group_id === group.id);
    if (members.length === 0) return [];
    return [
      {
        id: group.id,
        name: group.name,
        label_name: group.name,
        is_group: true,
        document_label_id: null,
        data_type: null,
        page: group.page,
        coordinate: boundingBox(members),
        label_group_id: null,
        parent_label_group_id: group.parent_label_group_id,
        row: positions.get(group.id)!.row,
        labels: members.map(placementView),
      },
    ];
  });
  return [...singles, ...grouped].sort(
    (a, b) => a.page - b.page || a.coordinate.y0 - b.coordinate.y0 || a.coordinate.x0 - b.coordinate.x0,
  );
}

/** One top-level entry (a single placement, or the group) by id. */
export async function labelCoordinate(
  db: Db,
  companyId: string,
  documentId: string,
  id: string,
): Promise<LabelCoordinates> {
  const all = await labelCoordinates(db, companyId, documentId);
  const found = all.find((entry) => entry.id === id || entry.labels.some((l) => l.id === id));
  return found!;
}
