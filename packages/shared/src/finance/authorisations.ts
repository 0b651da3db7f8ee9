/**
 * The authorisation pages (§2.2 /protocol/eLoan, eInsurance, eFactor, eElectricity and /factor/index for factoring):
 * each shows the protocols of one product, asks for them to be read to the end and accepted (§7.4
 * openedProductAgreementBefore), then leads on to the product's on-line service. An acceptance holds until the
 * protocol's version changes (the server's checkAgreement says which are outstanding).
 */
export interface AuthorisationPage {
  /** The product whose protocols the page asks for. */
  productType: string;
  /** Where the user goes once every protocol is accepted (when the guard lets them; otherwise the product's home). */
  next: string;
  /** The product's home, where an enterprise that has not opened the product is offered the opening. */
  home: string;
}

export const AUTHORISATION_PAGES: Readonly<Record<string, AuthorisationPage>> = {
  '/protocol/eLoan': { productType: '01', next: '/eLoan', home: '/finance/eLoan' },
  '/protocol/eFactor': { productType: '02', next: '/efactoring', home: '/finance/eRong' },
  '/factor/index': { productType: '02', next: '/efactoring', home: '/finance/eRong' },
  '/protocol/eInsurance': { productType: '07', next: '/insurance/auth', home: '/finance/eBao' },
  // The insurance platform's service agreement, asked before its authorised sign-in.
  '/insurance/platformProtocol': { productType: '07', next: '/insurance/auth', home: '/finance/eBao' },
  // 电费: the power plants' electricity-fee receivables, financed as factoring once their data may be read.
  '/protocol/eElectricity': { productType: '18', next: '/efactoring', home: '/finance/eRong' },
};

/** The authorisation page at a path (case and trailing slash ignored), or undefined. */
export function authorisationPageOf(path: string): AuthorisationPage | undefined {
  const key = path.replace(/\/+$/, '').toLowerCase();
  const hit = Object.keys(AUTHORISATION_PAGES).find((p) => p.toLowerCase() === key);
  return hit ? AUTHORISATION_PAGES[hit] : undefined;
}
