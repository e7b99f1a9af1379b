import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/server-config';
import { pageForPath, ROUTE_PAGES } from './route-pages';

const UI_ROOT = join(REPO_ROOT, 'ui');
const ROUTE_FILES = ['routing/app-routes.tsx', 'routing/session-routes.tsx'];

interface StorefrontRoute {
  path: string;
  page: string;
}

/** "../pages/shop-page" imported from "routing/app-routes.tsx" → "pages/shop-page.tsx" (a manifest key). */
function pageKey(fromFile: string, specifier: string): string {
  return `${posix.normalize(posix.join(posix.dirname(fromFile), specifier))}.tsx`;
}

/**
 * The routes the storefront declares, read from its source: each route
 * object's `path` (or `index: true`) and the page file its `element`
 * renders, through the file's imports and `lazy(() => import(…))`. Read
 * rather than imported: the server tests run without a DOM.
 */
function storefrontRoutes(file: string): StorefrontRoute[] {
  const source = ts.createSourceFile(file, readFileSync(join(UI_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const componentFiles = new Map<string, string>();
  const routes: StorefrontRoute[] = [];

  const dynamicImportOf = (node: ts.Node): string | undefined => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
    }
    return ts.forEachChild(node, dynamicImportOf);
  };
  const propertyValue = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined =>
    object.properties.find(
      (property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && property.name.getText() === name,
    )?.initializer;

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) componentFiles.set(element.name.text, pageKey(file, node.moduleSpecifier.text));
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const specifier = dynamicImportOf(node.initializer);
      if (specifier) componentFiles.set(node.name.text, pageKey(file, specifier));
    }
    if (ts.isObjectLiteralExpression(node)) {
      const path = propertyValue(node, 'path');
      const index = propertyValue(node, 'index');
      const element = propertyValue(node, 'element');
      const routePath = path && ts.isStringLiteral(path) ? path.text : index?.kind === ts.SyntaxKind.TrueKeyword ? '' : undefined;
      if (routePath !== undefined && element && (ts.isJsxSelfClosingElement(element) || ts.isJsxElement(element))) {
        const tag = (ts.isJsxElement(element) ? element.openingElement : element).tagName.getText();
        routes.push({ path: routePath, page: componentFiles.get(tag) ?? `unknown component ${tag}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

// The catch-all is the not-found page: the server gives unknown paths nothing.
const declaredRoutes = ROUTE_FILES.flatMap(storefrontRoutes).filter((route) => route.path !== '*');

describe('the route table the server preloads pages by', () => {
  it('names only page files that exist under ui/', () => {
    for (const [path, page] of Object.entries(ROUTE_PAGES)) {
      expect(existsSync(join(UI_ROOT, page)), `${path} → ${page}`).toBe(true);
    }
  });

  it('has every route the storefront declares, with the page that route renders', () => {
    expect(declaredRoutes.length).toBeGreaterThan(30);
    for (const route of declaredRoutes) {
      expect(ROUTE_PAGES[route.path], `route "${route.path}"`).toBe(route.page);
    }
  });

  it('has no route the storefront does not declare', () => {
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual([...new Set(declaredRoutes.map((route) => route.path))].sort());
  });
});

describe('pageForPath', () => {
  it('matches static segments before parameters, like the router ranks them', () => {
    expect(pageForPath('/shop/cart')).toBe('pages/cart-page.tsx');
    expect(pageForPath('/shop/any-product')).toBe('pages/product-page.tsx');
    expect(pageForPath('/travel-miles/redeem/x')).toBe('pages/travel-miles-page.tsx');
    expect(pageForPath('/financial-rewards/redeem/loan')).toBe('pages/financial-redemption-page.tsx');
    expect(pageForPath('/account/address/new')).toBe('pages/address-form-page.tsx');
  });

  it('gives the same page in French under /fr, and the home page for / and /fr', () => {
    expect(pageForPath('/fr/shop')).toBe('pages/shop-page.tsx');
    expect(pageForPath('/fr/shop/cart')).toBe('pages/cart-page.tsx');
    expect(pageForPath('/')).toBe('pages/home-page.tsx');
    expect(pageForPath('/fr')).toBe('pages/home-page.tsx');
    expect(pageForPath('/fr/')).toBe('pages/home-page.tsx');
  });

  it('matches an optional parameter with and without it', () => {
    expect(pageForPath('/sso')).toBe('pages/sso-page.tsx');
    expect(pageForPath('/sso/a.b.c')).toBe('pages/sso-page.tsx');
    expect(pageForPath('/redeem')).toBe('pages/external-redemption-page.tsx');
    expect(pageForPath('/account/order-details/42')).toBe('pages/order-details-page.tsx');
  });

  it('ignores a trailing slash and letter case, like the router', () => {
    expect(pageForPath('/shop/')).toBe('pages/shop-page.tsx');
    expect(pageForPath('/SHOP/Cart')).toBe('pages/cart-page.tsx');
  });

  it('knows no page for a path no route names', () => {
    expect(pageForPath('/shopping')).toBeNull();
    expect(pageForPath('/shop/cart/more')).toBeNull();
    expect(pageForPath('/french')).toBeNull();
    expect(pageForPath('/account/order-details/1/2')).toBeNull();
  });

  it('knows no page for a redemption group the page does not open (its 404), as the storefront does', () => {
    expect(pageForPath('/redeem/cash-back')).toBe('pages/external-redemption-page.tsx');
    expect(pageForPath('/fr/redeem/direct-deposit')).toBe('pages/external-redemption-page.tsx');
    expect(pageForPath('/redeem/anything')).toBeNull();
    expect(pageForPath('/fr/redeem/travel-miles')).toBeNull();
  });
});
