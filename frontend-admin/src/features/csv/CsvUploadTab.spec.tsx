import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { chooseFile } from '../../test/files';
import { renderInAdmin } from '../../test/render';
import { CsvUploadTab } from './CsvUploadTab';

const csv = () => new File(['team_name,position_title\n'], 'jobs.csv', { type: 'text/csv' });

it('names the expected columns and keeps Upload CSV disabled until a file is chosen', () => {
  fakeApi({});
  renderInAdmin(<CsvUploadTab />);
  for (const column of ['team_name', 'position_title', 'location', 'apply_url', 'date_posted']) {
    expect(screen.getByText(column)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('CSV file')).toHaveAttribute('accept', '.csv,text/csv');
  expect(screen.getByText('Upload CSV').closest('button')).toBeDisabled();
  chooseFile(screen.getByLabelText('CSV file'), csv());
  expect(screen.getByText('Upload CSV').closest('button')).toBeEnabled();
});

it('uploads the file as csvFile and shows the import report with each error line', async () => {
  const api = fakeApi({
    'POST /api/admin/upload-csv': {
      status: 201,
      json: {
        message: 'Imported 2 jobs, updated 1, skipped 1',
        inserted: 2,
        updated: 1,
        skipped: 1,
        errors: [{ line: 4, message: 'apply_url must be an http(s) URL' }],
      },
    },
  });
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<CsvUploadTab />);
  chooseFile(screen.getByLabelText('CSV file'), csv());
  await user.click(screen.getByText('Upload CSV'));
  expect(await screen.findByText('CSV Upload Successful')).toBeInTheDocument();
  const form = await api.callsTo('POST /api/admin/upload-csv')[0].request.formData();
  expect((form.get('csvFile') as File).name).toBe('jobs.csv');
  expect(screen.getByText('Import Report')).toBeInTheDocument();
  expect(screen.getByLabelText('Inserted')).toHaveTextContent('Inserted2');
  expect(screen.getByLabelText('Updated')).toHaveTextContent('Updated1');
  expect(screen.getByLabelText('Skipped')).toHaveTextContent('Skipped1');
  expect(screen.getByText('Line 4: apply_url must be an http(s) URL')).toBeInTheDocument();
  expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs', 'Stats', 'Teams']);
  expect(screen.getByText('Upload CSV').closest('button')).toBeDisabled();
});

it('shows Upload Failed with the server message', async () => {
  fakeApi({
    'POST /api/admin/upload-csv': { status: 400, text: 'Missing required columns: apply_url' },
  });
  const user = userEvent.setup();
  renderInAdmin(<CsvUploadTab />);
  chooseFile(screen.getByLabelText('CSV file'), csv());
  await user.click(screen.getByText('Upload CSV'));
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('400: Missing required columns: apply_url')).toBeInTheDocument();
});
