import { PRODUCT_NAME } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { FaqPage } from './faq-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderFaq(
  route = '/faq',
  site: () => Response | Promise<Response> = () =>
    jsonResponse({ productName: PRODUCT_NAME, supportEmail: 'help@careers.example' }),
) {
  mockApi({ 'GET /api/site': site });
  return renderWithProviders(
    <>
      <FaqPage />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('FaqPage', () => {
  it('shows the six categories with General open first', () => {
    renderFaq();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'Features',
      'Account',
      'Billing',
      'Support',
      'Privacy',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: `What is ${PRODUCT_NAME}?` })).toBeInTheDocument();
  });

  it('opens one question at a time, and closes it again on a second click', async () => {
    const { user } = renderFaq();
    const first = screen.getByRole('button', { name: `What is ${PRODUCT_NAME}?` });
    const second = screen.getByRole('button', { name: 'Do I need an account?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/writes a cover letter tailored to one specific job/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/writes a cover letter tailored to one specific job/)).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches category and keeps the choice in the address', async () => {
    const { user } = renderFaq();
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Address')).toHaveTextContent('/faq#billing');
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'What do the plans include?' }));
    // The pricing wins over anything else: Standard is 50 a day and 350 a week, Pro unlimited.
    expect(panel).toHaveTextContent(
      'Standard ($10 per week): 50 letters a day and up to 350 in any rolling 7 days',
    );
    expect(panel).toHaveTextContent('Pro ($20 per month): unlimited letters and saved letters');
    expect(panel).toHaveTextContent('Free ($0 per month): 5 cover letters a day');
    expect(screen.queryByRole('button', { name: `What is ${PRODUCT_NAME}?` })).not.toBeInTheDocument();
  });

  it.each([
    ['/faq#privacy', 'Privacy'],
    ['/faq?category=billing', 'Billing'],
    ['/faq#Support', 'Support'],
    ['/faq#nonsense', 'General'],
  ])('opens the category named in %s', (route, label) => {
    renderFaq(route);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it("mails the operator's support address from Contact Support", async () => {
    renderFaq();
    const link = await screen.findByRole('link', { name: 'Contact Support' });
    expect(link).toHaveAttribute(
      'href',
      `mailto:help@careers.example?subject=${encodeURIComponent(`${PRODUCT_NAME} support request`)}`,
    );
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
  });

  it('keeps Contact Support disabled until the address is known, and says when it cannot be loaded', async () => {
    renderFaq('/faq', () =>
      jsonResponse({ message: 'Boom', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
    );
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The support address could not be loaded. Please try again later.',
    );
    expect(screen.queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
  });
});
