import type { Corners, LabelCoordinates, LabelPlacement } from '@vd/contract';
import { type Db, documentLabels, templateLabelGroups, templateLabels } from '@vd/db';
import { and, asc, eq } from 'drizzle-orm';

type PlacementRow = typeof templateLabels.$inferSelect & { name: string; data_type: string };
type GroupRow = typeof templateLabelGroups.$inferSelect;

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

/** 1 for a first row, its parent's row + 1 for a duplicated one. */
function rowOf(group: GroupRow, byId: Map<string, GroupRow>): number {
  let row = 1;
  let parent = group.parent_label_group_id ? byId.get(group.parent_label_group_id) : undefined;
  while (parent && row < 1000) {
    row++;
    parent = parent.parent_label_group_id ? byId.get(parent.parent_label_group_id) : undefined;
  }
  return row;
}

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
 * GET document-detail/{id}/labels (SPEC §3): single placements, and groups (is_group) holding
 * their placements in `labels`, by page and from the top.
 */
export async function labelCoordinates(
  db: Db,
  companyId: string,
  documentId: string,
): Promise<LabelCoordinates[]> {
  const [placements, groups] = await Promise.all([
    placementRows(db, companyId, documentId),
    db
      .select()
      .from(templateLabelGroups)
      .where(
        and(eq(templateLabelGroups.document_id, documentId), eq(templateLabelGroups.company_id, companyId)),
      ),
  ]);
  const byId = new Map(groups.map((g) => [g.id, g]));
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
        row: rowOf(group, byId),
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
