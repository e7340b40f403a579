import { TextField } from '#web/components/form-field';
import type { useSlugFollowingTitle } from './form-state';

/** The Title and Slug boxes that open a publishing form, the slug following the title. */
export function TitleAndSlugFields({ title, slug }: ReturnType<typeof useSlugFollowingTitle>) {
  return (
    <>
      <TextField label="Title" required {...title} />
      <TextField label="Slug" required {...slug} />
    </>
  );
}
