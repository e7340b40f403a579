import { useState } from 'react';
import type { AdminBlogPostInput } from '#shared/admin/blog-posts';
import type { BlogPost } from '#shared/content/schemas';
import { TextAreaField, TextField } from '#web/components/form-field';
import { fieldHint } from '#web/lib/form-errors';
import { buttonClass } from '#web/features/admin/kit/buttons';
import type { ContentFormProps } from './content-editor';
import { commaList, useContentForm } from './form-state';
import { HtmlEditor } from './html-editor';
import { MediaPickerPanel } from './media-picker-panel';
import { pickOf, textsOf } from './form-values';
import { StatusField } from './status-field';

/** The fields typed as they are sent. */
const texts = ['title', 'slug', 'category', 'summary', 'content', 'featuredImage'] as const;

/** The blog post form: the fields of docs/product.md §3 "Blog post", the HTML editor and the status. */
export function BlogPostForm({ item, errors, onSubmit, actions }: ContentFormProps<BlogPost>) {
  const form = useContentForm(
    {
      ...textsOf(item, texts),
      tags: item?.tags.join(', ') ?? '',
      readTime: String(item?.readTime ?? 5),
      authorName: item?.author.name ?? '',
      authorAvatar: item?.author.avatarUrl ?? '',
      authorBio: item?.author.bio ?? '',
      status: item?.status ?? 'draft',
    },
    { item, errors, onSubmit },
    (values): AdminBlogPostInput => ({
      ...pickOf(values, texts),
      tags: commaList(values.tags),
      readTime: values.readTime.trim() ? Number(values.readTime) : undefined,
      author: { name: values.authorName, avatarUrl: values.authorAvatar, bio: values.authorBio },
      status: values.status as AdminBlogPostInput['status'],
    }),
  );
  const [pickingImage, setPickingImage] = useState(false);
  const { values, field, titleAndSlug } = form;

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TextField label="Title" required {...titleAndSlug.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Slug"
          required
          {...titleAndSlug.slug}
          hint={`Its address: /blog/${values.slug || '…'}`}
        />
        <TextField label="Category" required {...field('category')} />
      </div>
      <TextAreaField
        label="Summary"
        rows={2}
        {...field('summary')}
        hint="Left blank, the list shows the first 150 characters of the content."
      />
      <HtmlEditor
        value={values.content}
        onChange={(html) => form.set('content', html)}
        error={fieldHint(errors.content)}
      />
      <div>
        <div className="flex items-end gap-2">
          <TextField label="Featured image" className="flex-1" {...field('featuredImage')} />
          <button
            type="button"
            className={buttonClass.secondary}
            aria-expanded={pickingImage}
            onClick={() => setPickingImage((open) => !open)}
          >
            Choose
          </button>
        </div>
        {pickingImage && (
          <MediaPickerPanel
            title="Choose the featured image"
            onPick={(url) => form.set('featuredImage', url)}
            onClose={() => setPickingImage(false)}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label="Tags" {...field('tags')} hint="Separated by commas." />
        <TextField
          label="Read time (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          {...field('readTime')}
        />
      </div>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
          Author
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Author name"
            required
            {...form.bind('authorName')}
            error={fieldHint(errors['author.name'] ?? errors.author)}
          />
          <TextField label="Author avatar" {...field('authorAvatar', 'author.avatarUrl')} />
        </div>
        <TextAreaField label="Author bio" rows={2} {...field('authorBio', 'author.bio')} />
      </fieldset>
      <StatusField {...field('status')} />
      {actions}
    </form>
  );
}
