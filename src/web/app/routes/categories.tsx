import { PageHeader } from '#web/components/page-header.tsx';
import { CategoryManagerDialog } from '#web/features/categories/components/category-manager-dialog.tsx';

export default function CategoriesScreen() {
  return (
    <PageHeader
      title="Equipment Categories"
      description="Manage the equipment categories tickets are filed under."
      actions={<CategoryManagerDialog />}
    />
  );
}
