import { Plus } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import type * as z from 'zod';
import type { PageStatusQuery } from '#shared/admin/page-status';
import type { AdminPublicationStatusUpdate } from '#shared/admin/publishing';
import { publicationStatus, type PublicationStatus } from '#shared/content/schemas';
import { Modal } from '#web/components/modal';
import { AdminTable } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { formatDate } from '#web/features/admin/kit/format';
import { ListToolbar, useStatusFilter } from '#web/features/admin/kit/list-toolbar';
import { PageStatusLine } from '#web/features/admin/kit/page-status-line';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { TabHeading } from '#web/features/admin/kit/tab-heading';
import { TwoLineCell } from '#web/features/admin/kit/two-line-cell';
import { useAdminList } from '#web/features/admin/kit/use-admin-list';
import { useListSearch } from '#web/features/admin/kit/use-list-search';
import { useRecordActions } from '#web/features/admin/kit/use-record-actions';
import { ContentEditor, type ContentFormProps } from './content-editor';
import { PublishingRowActions } from './publishing-row-actions';

// One list tab for the content admins publish (blog posts, case studies, job postings): search,
// status filter, title / status / date rows, Publish or Unpublish, Edit and Delete, and a New
// button. What differs per tab (the form, the words) comes in as props. After a save, a line
// says whether the public page shows it yet (decision 008).

export interface PublishedContent {
  id: string;
  title: string;
  status: PublicationStatus;
}

export interface ContentNoun {
  /** 'blog post', in running text: 'Are you sure you want to delete this blog post?' */
  one: string;
  /** 'case studies': written out, as no rule of adding an 's' gets every noun right. */
  many: string;
  /** 'Blog Post', in buttons and titles. */
  title: string;
}

export function PublishingTab<Listed extends PublishedContent, Item extends Listed>({
  path,
  heading,
  description,
  noun,
  emptyText,
  describe,
  dateOf,
  pageOf,
  schema,
  Form,
}: {
  /** e.g. '/api/admin/blog' */
  path: string;
  heading: string;
  description: string;
  noun: ContentNoun;
  emptyText: string;
  /** A second line under the title (category, client, department). */
  describe: (item: Listed) => ReactNode;
  dateOf: (item: Listed) => { label: string; iso: string };
  /** The public page that shows a published item, as the page status API names it. */
  pageOf: (item: Listed) => PageStatusQuery;
  schema: z.ZodType;
  Form: ComponentType<ContentFormProps<Item>>;
}) {
  const search = useListSearch(`Search ${noun.many}`);
  const status = useStatusFilter(publicationStatus.options);
  const list = useAdminList<Listed>(path, { q: search.q, status: status.value });
  const actions = useRecordActions<Listed, AdminPublicationStatusUpdate>({
    path,
    setItems: list.setItems,
    confirmDelete: `Are you sure you want to delete this ${noun.one}?`,
    updateFailed: `Failed to update ${noun.one} status`,
    deleteFailed: `Failed to delete ${noun.one}`,
  });
  /** null: creating a new item; a string: editing that item; undefined: closed. */
  const [editing, setEditing] = useState<string | null>();
  /** The last item saved, whose public page the status line watches; `save` counts saves. */
  const [lastSaved, setLastSaved] = useState<{ item: Listed; save: number }>();
  const watchPageOf = (item: Listed) =>
    setLastSaved((last) => ({ item, save: (last?.save ?? 0) + 1 }));

  async function togglePublished(item: Listed) {
    const updated = await actions.update(item.id, {
      status: item.status === 'published' ? 'draft' : 'published',
    });
    if (updated) watchPageOf(updated);
  }

  async function remove(item: Listed) {
    if (await actions.remove(item.id)) {
      setLastSaved((last) => (last?.item.id === item.id ? undefined : last));
    }
  }

  return (
    <div>
      <TabHeading
        title={heading}
        description={description}
        actions={
          <button type="button" className={buttonClass.primary} onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden />
            New {noun.title}
          </button>
        }
      />
      <ListToolbar
        search={search.box}
        filters={[status.filter]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      {lastSaved && (
        <PageStatusLine
          key={lastSaved.save}
          page={pageOf(lastSaved.item)}
          name={lastSaved.item.title}
          className="mb-4"
        />
      )}
      <AdminTable
        caption={heading}
        list={list}
        rowKey={(item) => item.id}
        emptyText={emptyText}
        columns={[
          {
            header: 'Title',
            cell: (item) => <TwoLineCell main={item.title} detail={describe(item)} />,
          },
          {
            header: 'Status',
            cell: (item) => <StatusBadge status={item.status} />,
          },
          {
            header: 'Date',
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => {
              const { label, iso } = dateOf(item);
              return `${label} ${formatDate(iso)}`;
            },
          },
          {
            header: 'Actions',
            cell: (item) => (
              <PublishingRowActions
                item={item}
                page={pageOf(item)}
                busy={actions.busyId === item.id}
                onTogglePublished={() => void togglePublished(item)}
                onEdit={() => setEditing(item.id)}
                onDelete={() => void remove(item)}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${noun.title}` : `New ${noun.title}`}
      >
        {editing !== undefined && (
          <ContentEditor<Item>
            path={path}
            id={editing ?? undefined}
            noun={noun}
            schema={schema}
            Form={Form}
            onSaved={(saved) => {
              setEditing(undefined);
              list.refresh();
              watchPageOf(saved);
            }}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Modal>
    </div>
  );
}
