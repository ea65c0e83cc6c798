import { financeMessages } from '@teater/contract';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { ResourceForm, type ResourceFormProps } from '../kit/resource-form';
import { categoriesOf } from './category-list';
import { ShowCategories } from './show-categories';
import { ShowSeating } from './show-seating';
import { useCategoryRows } from './use-category-rows';

/**
 * A show's form: its own fields (the contract's) and its ticket categories, sent together as one
 * write (`categories` in the body), so a show and its categories are saved or refused as one.
 * A saved show's plan and price zones are chosen below it (ShowSeating), and its sales report is
 * linked there.
 */
export function ShowForm(props: ResourceFormProps) {
  const editor = useCategoryRows(props.record ? categoriesOf(props.record) : undefined);
  const submit: ResourceFormProps['submit'] = async (submission, onProgress) => {
    const collected = editor.collect();
    if (!collected) throw new Error(editor.invalidText);
    try {
      return await props.submit({ ...submission, values: { ...submission.values, categories: collected } }, onProgress);
    } catch (error) {
      if (error instanceof ApiError) editor.showErrors(error.errors);
      throw error;
    }
  };
  const showId = typeof props.record?.id === 'number' ? props.record.id : null;
  return (
    <>
      <ResourceForm {...props} submit={submit}>
        <ShowCategories editor={editor} disabled={false} />
      </ResourceForm>
      {/* its own write (PUT /tiket/:id/seating), beside the form: a saved show's categories are its zones */}
      {showId !== null && props.record && <ShowSeating showId={showId} categories={categoriesOf(props.record)} />}
      {/* the show's sales report: /managelaporan asked for this show alone */}
      {showId !== null && (
        <p className="mt-4">
          <Link
            to={`${paths.financeReport}?${new URLSearchParams({ periode: 'show', pertunjukan: String(showId) })}`}
            className="font-semibold text-red-800 underline"
          >
            {financeMessages.showReport}
          </Link>
        </p>
      )}
    </>
  );
}
