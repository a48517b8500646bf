import { savedResumeMessages } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { expectFieldError } from '@/test/form-errors';
import { renderWithProviders } from '@/test/render';
import { ResumeNameForm } from './resume-name-form';

function renderNameForm(onSubmitName: (name: string) => Promise<void>) {
  return renderWithProviders(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Rename Resume</DialogTitle>
        <ResumeNameForm
          label="Rename resume"
          initialName="Frontend"
          submitLabel="Save Name"
          pending={false}
          failedMessage="Failed to rename the resume. Please try again."
          onSubmitName={onSubmitName}
        />
      </DialogContent>
    </Dialog>,
  );
}

describe('ResumeNameForm', () => {
  it("puts the server's name message under the field, focused, keeps the name and clears it on edit", async () => {
    const onSubmitName = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        message: 'Please check the highlighted fields.',
        code: 'VALIDATION_ERROR',
        fields: { name: savedResumeMessages.nameTooLong },
      });
    });
    const { user } = renderNameForm(onSubmitName);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, ' Backend ');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));

    expect(onSubmitName).toHaveBeenCalledWith('Backend');
    await expectFieldError(name, savedResumeMessages.nameTooLong);
    expect(name).toHaveValue(' Backend ');
    // No toast: the field says it.
    expect(screen.queryByText('Failed to rename the resume. Please try again.')).not.toBeInTheDocument();

    await user.type(name, 'x');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a name over the limit under the field without calling', async () => {
    const onSubmitName = vi.fn(async () => {});
    const { user } = renderNameForm(onSubmitName);
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save Name' }));

    expect(await screen.findByText(savedResumeMessages.nameTooLong)).toBeInTheDocument();
    expect(onSubmitName).not.toHaveBeenCalled();
  });
});
