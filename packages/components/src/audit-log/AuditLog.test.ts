import {
  expect,
  expectAccessible,
  inNarrowPage,
  inShadow,
  login,
  mount,
  NARROW_PAGE_PX,
  waitFor,
} from '../../test/helpers';

/** Writes one audit entry as staff without changing anything: the demo account's own allow-list flag again. */
async function auditOnce(staff: string) {
  const headers = { authorization: `Bearer ${staff}`, 'content-type': 'application/json' };
  const me = await fetch(`${window.SMUC_API}/user/me`, {
    headers: { authorization: `Bearer ${await login()}` },
  });
  const demoId = (await me.json()).data.user_id as number;
  const url = `${window.SMUC_API}/staff/accounts/${demoId}/limitations`;
  const current = (await (await fetch(url, { headers })).json()).data as { allow_live: boolean };
  const put = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ allow_live: current.allow_live }),
  });
  expect(put.status, 'limitations written').to.equal(200);
}

describe('<smuc-audit-log>', () => {
  let staff: string;
  before(async () => {
    staff = await login('staff@smuc.test');
    await auditOnce(staff);
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-audit-log')) e.remove();
  });

  it('lists the audit entries newest first for staff and passes axe', async () => {
    const el = mount('smuc-audit-log', { 'api-base': window.SMUC_API, token: staff });
    const row = await waitFor(() => inShadow(el, 'tbody tr')[0]);
    expect(inShadow(el, 'thead th').map((n) => n.textContent)).to.deep.equal([
      'When',
      'Action',
      'Staff',
      'Account',
      'Address',
      'Detail',
    ]);
    expect(row.getAttribute('data-action')).to.equal('limitations.set');
    expect(row.textContent)
      .to.contain('Limits changed')
      .and.contain('staff@smuc.test')
      .and.contain('demo@smuc.test');
    await expectAccessible(el);
  });

  it('tells anyone but staff that the page is for staff', async () => {
    const el = mount('smuc-audit-log', { 'api-base': window.SMUC_API, token: await login() });
    await waitFor(() => inShadow(el, '.empty').length > 0);
    expect(inShadow(el, '.empty')[0]!.textContent).to.equal('Only staff can see the audit log.');
    expect(inShadow(el, 'table')).to.have.length(0);
  });

  it('is right to left in Arabic with the e-mails kept left to right, and passes axe', async () => {
    const el = mount('smuc-audit-log', { 'api-base': window.SMUC_API, token: staff, lang: 'ar' });
    await waitFor(() => inShadow(el, 'tbody tr').length > 0);
    expect(inShadow(el, 'h1')[0]!.textContent).to.equal('سجل التدقيق');
    expect(el.shadowRoot!.querySelector('[dir="rtl"]')).to.not.equal(null);
    expect(inShadow(el, 'tbody bdi[dir="ltr"]').map((b) => b.textContent)).to.include('staff@smuc.test');
    await expectAccessible(el);
  });

  it('fits a 375 px page without sideways scrolling', async () => {
    await inNarrowPage('smuc-audit-log', { 'api-base': window.SMUC_API, token: staff }, async (el) => {
      await waitFor(() => inShadow(el, 'tbody tr').length > 0);
      const root = el.shadowRoot!.querySelector<HTMLElement>('.audit-log-page')!;
      expect(root.scrollWidth, 'no horizontal overflow').to.be.at.most(NARROW_PAGE_PX);
    });
  });
});
