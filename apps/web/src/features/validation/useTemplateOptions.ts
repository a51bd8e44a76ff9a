import { useTemplateList } from '../../api/templates.ts';

/** The company's templates as filter options (the first 100, by name as the library orders them). */
export function useTemplateOptions() {
  const list = useTemplateList({ page: 1, per_page: 100 });
  return (list.data?.data ?? []).map((template) => ({ value: template.id, label: template.name }));
}
