import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/use-test-app';

describe('sandbox pages of the systems outside the store (decisions §3)', () => {
  const t = useTestApp();

  async function html(url: string, status = 200): Promise<string> {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    return response.body;
  }

  it('the programme home explains the programme in English and French and links to the store, online banking and enrolment', async () => {
    const english = await html('/sandbox/programme-home');
    expect(english).toContain('<html lang="en-CA">');
    expect(english).toContain('<h1>Demo Bank Rewards</h1>');
    expect(english).toContain('href="/login"');
    expect(english).toContain('href="/sandbox/online-banking"');
    expect(english).toContain('href="/sandbox/enrol"');
    expect(english).toContain('id="join"');
    expect(english).not.toContain('You have signed out');
    const french = await html('/sandbox/programme-home?lang=fr');
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('href="/fr/login"');
    expect(french).toContain('Récompenses Banque Démo');
  });

  it('after sign-out the programme home says so, per account type, and keeps it when switching language', async () => {
    const english = await html('/sandbox/programme-home?signed_out=1&kind=business');
    expect(english).toContain('role="status"');
    expect(english).toContain('You have signed out');
    expect(english).toContain('Demo Bank Business Rewards');
    expect(english).toContain('href="/sandbox/programme-home?signed_out=1&amp;kind=business&amp;lang=fr"');
    expect(await html('/sandbox/programme-home?signed_out=1&lang=fr')).toContain('Vous êtes déconnecté');
  });

  it('the enrolment page says enrolment happens at the bank and links back', async () => {
    const english = await html('/sandbox/enrol');
    expect(english).toContain('Enrolment happens at the bank');
    expect(english).toContain('href="/sandbox/programme-home"');
    expect(await html('/sandbox/enrol?lang=fr')).toContain('L’adhésion se fait à la banque');
  });

  it('online banking has business and commercial doors that keep their kind through the form', async () => {
    const business = await html('/sandbox/online-banking?kind=business');
    expect(business).toContain('Sign in to business online banking');
    expect(business).toContain('name="kind" value="business"');
    expect(await html('/sandbox/online-banking?kind=commercial&lang=fr')).toContain('Connexion aux services des cartes commerciales');
    expect(await html('/sandbox/online-banking?kind=other')).toContain('Sign in to online banking');
  });

  it('the bank’s site pages and the partner retailers exist in both languages; unknown ones are 404', async () => {
    for (const topic of ['privacy', 'terms', 'accessibility', 'security']) {
      expect(await html(`/sandbox/bank/${topic}`)).toContain('<h1>');
    }
    expect(await html('/sandbox/bank/privacy?lang=fr')).toContain('Confidentialité');
    expect(await html('/sandbox/bank')).toContain('<h1>Demo Bank</h1>');
    expect(await html('/sandbox/partner/techhub')).toContain('<h1>TechHub</h1>');
    expect(await html('/sandbox/partner/maison-plus?lang=fr')).toContain('Vous avez quitté la boutique de récompenses');
    expect(await html('/sandbox/bank/constructor', 404)).toContain('Page not found');
    expect(await html('/sandbox/partner/__proto__?lang=fr', 404)).toContain('Page introuvable');
  });
});
