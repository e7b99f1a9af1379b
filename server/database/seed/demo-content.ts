import { bankLogoSvg, planeIconSvg, programmeLogoSvg, svgDataUrl } from '../../media/brand-svg';

/**
 * The demo programme's content (demo-data.md "Content in en-CA and fr-CA"):
 * menus, footer, broadcast messages and pages, each text as [English, French].
 * French typography: a no-break space (U+00A0) before a colon and inside
 * guillemets, and as the thousands separator (decisions §6).
 */
export type Text = readonly [en: string, fr: string];

const NBSP = '\u00a0';

/**
 * Canadian French spacing written with plain spaces in the source, made
 * unbreakable here: before a colon, between thousands, and before $ and %.
 */
function fr(text: string): string {
  return text
    .replace(/ :/g, `${NBSP}:`)
    .replace(/(\d) (\d{3})/g, `$1${NBSP}$2`)
    .replace(/(\d) ([$%])/g, `$1${NBSP}$2`);
}

/** Visibility and enabled flags of spec §6; everything visible and enabled unless said. */
export interface Flags {
  isMemberVisible?: boolean;
  isMemberEnabled?: boolean;
  isLoginAsVisible?: boolean;
  isLoginAsEnabled?: boolean;
}

export interface DemoMenuItem extends Flags {
  slug: string;
  title: Text;
  description?: Text;
  /** An in-store path without locale prefix. */
  route?: string;
  /** An external address per locale (when there is no route). */
  url?: Text;
  newTab?: boolean;
  icon?: string;
  iconPosition?: 1 | 2;
  backgroundColor?: string;
  textColor?: string;
  groupCode?: string;
  /** The external address needs an access URL signed for the member (spec §2). */
  signedAccess?: boolean;
  children?: DemoMenuItem[];
}

export interface DemoFooterLink extends Flags {
  title: Text;
  /** An in-store path, or per-locale external addresses. */
  url: string | Text;
  external?: boolean;
  newTab?: boolean;
  icon?: string;
}

export interface DemoBroadcast {
  slug: string;
  title: Text;
  description: Text;
  /** An in-store path the message sends members to, with its label. */
  link?: { label: Text; url: string };
  segments: string[];
  pages: string[];
}

export interface DemoSection {
  heading: Text | null;
  paragraphs: Text[];
  links?: Array<{ label: Text; url: string; external?: boolean }>;
}

export interface DemoSlide {
  /** The name of the generated art (server/media/slide-image-svg.ts). */
  art: string;
  heading: Text;
  body: Text;
  button?: { text: Text; url: Text; external?: boolean; newTab?: boolean };
  isActive: boolean;
  /** Days relative to the seed time (negative: in the past); absent means no bound. */
  activeFromDays?: number;
  activeToDays?: number;
}

export interface DemoPage {
  slug: string;
  title: Text;
  sections: DemoSection[];
  slides?: DemoSlide[];
}

/** The French sandbox page of an English one (`?lang=fr`). */
function sandboxUrl(path: string): Text {
  return [path, `${path}${path.includes('?') ? '&' : '?'}lang=fr`];
}

export const DEMO_NAVIGATION: DemoMenuItem[] = [
  {
    slug: 'shop',
    title: ['Shop', 'Boutique'],
    description: ['Everything you can redeem your points for', 'Tout ce que vous pouvez obtenir avec vos points'],
    children: [
      {
        slug: 'merchandise',
        title: ['Merchandise', 'Marchandises'],
        description: ['Electronics, home, travel gear and more', 'Électronique, maison, articles de voyage et plus'],
        route: '/shop',
      },
      {
        slug: 'gift-cards',
        title: ['Gift cards', 'Cartes-cadeaux'],
        description: ['Retailers and restaurants, including eGift cards', 'Détaillants et restaurants, y compris des cartes-cadeaux électroniques'],
        route: '/shop?catalogue=gift-cards',
      },
      {
        slug: 'financial-rewards',
        title: ['Financial rewards', 'Récompenses financières'],
        description: ['Statement credits, loan payments and investments', 'Crédits au relevé, paiements de prêt et placements'],
        route: '/financial-rewards',
      },
      {
        slug: 'cash-back',
        title: ['Cash back', 'Remise en argent'],
        description: ['Your points as a statement credit on your card', 'Vos points en crédit au relevé de votre carte'],
        route: '/redeem/cash-back',
      },
      {
        slug: 'charitable-donations',
        title: ['Charitable donations', 'Dons de bienfaisance'],
        description: ['Give your points to a cause you care about', 'Donnez vos points à une cause qui vous tient à cœur'],
        route: '/charitable-donations',
      },
      {
        // Partner retailers: their titles are listed in the content configuration, so the store shows the redirect notice first.
        slug: 'techhub',
        title: ['TechHub', 'TechHub'],
        description: ['Partner retailer: electronics', fr('Détaillant partenaire\u00a0: électronique')],
        url: sandboxUrl('/sandbox/partner/techhub'),
        newTab: true,
        groupCode: 'partners',
      },
      {
        slug: 'maison-plus',
        title: ['Maison Plus', 'Maison Plus'],
        description: ['Partner retailer: home and kitchen', fr('Détaillant partenaire\u00a0: maison et cuisine')],
        url: sandboxUrl('/sandbox/partner/maison-plus'),
        newTab: true,
        groupCode: 'partners',
        // Maison Plus links members' rewards accounts: a member arrives there recognised, through an access URL.
        signedAccess: true,
      },
    ],
  },
  {
    slug: 'travel',
    title: ['Travel', 'Voyages'],
    route: '/travel-miles',
    icon: svgDataUrl(planeIconSvg()),
    iconPosition: 1,
  },
  {
    // Reimbursing a past card purchase is the member's own decision: an admin sees it but cannot start it.
    slug: 'pay-with-rewards',
    title: ['Pay with Rewards', 'Payer avec des points'],
    route: '/pay-with-rewards',
    isLoginAsEnabled: false,
  },
  {
    // Depositing points as money into a bank account is not offered in login-as mode at all.
    slug: 'direct-deposit',
    title: ['Direct deposit', 'Dépôt direct'],
    route: '/direct-deposit',
    isLoginAsVisible: false,
  },
];

export const DEMO_ACCOUNT_MENU: DemoMenuItem[] = [
  { slug: 'my-account', title: ['My account', 'Mon compte'], route: '/account' },
  { slug: 'order-history', title: ['Order history', 'Historique des commandes'], route: '/account/order-history' },
  { slug: 'addresses', title: ['Addresses', 'Adresses'], route: '/account/address' },
  { slug: 'wishlist', title: ['Wishlist', 'Liste de souhaits'], route: '/account/wishlist' },
  { slug: 'best-value', title: ['Best value for my points', 'Meilleure valeur pour mes points'], route: '/account/best-value' },
  { slug: 'transactions', title: ['Transactions', 'Opérations'], route: '/account/transactions' },
  { slug: 'points-statement', title: ['Points statement', 'Relevé de points'], route: '/account/points-statement' },
  { slug: 'itineraries', title: ['Itineraries', 'Itinéraires'], route: '/account/my-itinerary' },
  {
    // A support agent never changes a member's password.
    slug: 'change-password',
    title: ['Change password', 'Changer le mot de passe'],
    route: '/account/reset-password',
    isLoginAsVisible: false,
  },
];

export const DEMO_FOOTER: { lists: Array<{ title: Text; items: DemoFooterLink[] }>; logos: DemoFooterLink[]; legal: DemoFooterLink[] } = {
  lists: [
    {
      title: ['Rewards', 'Récompenses'],
      items: [
        { title: ['Merchandise', 'Marchandises'], url: '/shop' },
        { title: ['Gift cards', 'Cartes-cadeaux'], url: '/shop?catalogue=gift-cards' },
        { title: ['Cash back', 'Remise en argent'], url: '/redeem/cash-back' },
        { title: ['Travel', 'Voyages'], url: '/travel-miles' },
        { title: ['Redemption examples', 'Exemples d’échange'], url: '/examples' },
        { title: ['Promotions', 'Promotions'], url: '/promotions' },
        { title: ['Our credit cards', 'Nos cartes de crédit'], url: '/credit-cards' },
      ],
    },
    {
      title: ['Help', 'Aide'],
      items: [
        { title: ['FAQ', 'FAQ'], url: '/faq' },
        { title: ['Programme rules', 'Règlement du programme'], url: '/program-rules' },
        { title: ['Customer support', 'Soutien à la clientèle'], url: '/customer-support' },
        { title: ['Demo Bank website', 'Site Web de Banque Démo'], url: sandboxUrl('/sandbox/bank'), external: true, newTab: true },
      ],
    },
  ],
  logos: [
    { title: ['Demo Bank', 'Banque Démo'], url: sandboxUrl('/sandbox/bank'), external: true, newTab: true, icon: svgDataUrl(bankLogoSvg()) },
    { title: ['Demo Bank Rewards', 'Récompenses Banque Démo'], url: '/', icon: svgDataUrl(programmeLogoSvg()) },
  ],
  legal: [
    { title: ['Privacy', 'Confidentialité'], url: sandboxUrl('/sandbox/bank/privacy'), external: true, newTab: true },
    { title: ['Terms of use', 'Conditions d’utilisation'], url: sandboxUrl('/sandbox/bank/terms'), external: true, newTab: true },
    { title: ['Accessibility', 'Accessibilité'], url: sandboxUrl('/sandbox/bank/accessibility'), external: true, newTab: true },
    {
      title: ['Security', 'Sécurité'],
      url: sandboxUrl('/sandbox/bank/security'),
      external: true,
      newTab: true,
      // Shown to members; the support agent's own security guidance lives in the console.
      isLoginAsVisible: false,
    },
  ],
};

export const DEMO_BROADCASTS: DemoBroadcast[] = [
  {
    slug: 'shipping_ticker_strike_broadcast_2025',
    title: ['Shipping delays', 'Retards de livraison'],
    description: [
      'Because of a postal service disruption, deliveries of merchandise, physical gift cards and mailed cheques may be delayed. eGift cards are not affected.',
      'En raison d’une perturbation du service postal, la livraison des marchandises, des cartes-cadeaux physiques et des chèques postés pourrait être retardée. Les cartes-cadeaux électroniques ne sont pas touchées.',
    ],
    link: { label: ['Shop gift cards', 'Voir les cartes-cadeaux'], url: '/shop?catalogue=gift-cards' },
    segments: [],
    pages: ['gift-cards', 'merchandise', 'financial-rewards'],
  },
  {
    slug: 'business_statement_credit_2025',
    title: ['For business cardholders', 'Pour les titulaires de carte Affaires'],
    description: [
      'Redeem your points as a statement credit on your business account from the Cash back page.',
      'Échangez vos points contre un crédit au relevé de votre compte d’entreprise à la page Remise en argent.',
    ],
    link: { label: ['Get cash back', 'Obtenir une remise en argent'], url: '/redeem/cash-back' },
    segments: ['business'],
    pages: ['home'],
  },
];

export const DEMO_PAGES: DemoPage[] = [
  {
    slug: 'home',
    title: ['Welcome to Demo Bank Rewards', 'Bienvenue à Récompenses Banque Démo'],
    sections: [
      {
        heading: ['Redeem your points your way', 'Échangez vos points à votre façon'],
        paragraphs: [
          [
            'Merchandise, gift cards, travel, financial rewards and charitable donations: choose what matters to you.',
            fr('Marchandises, cartes-cadeaux, voyages, récompenses financières et dons de bienfaisance\u00a0: choisissez ce qui compte pour vous.'),
          ],
        ],
        links: [
          { label: ['Start shopping', 'Commencer à magasiner'], url: '/shop' },
          { label: ['See redemption examples', 'Voir des exemples d’échange'], url: '/examples' },
        ],
      },
    ],
    slides: [
      {
        art: 'travel',
        heading: ['Travel on your points', 'Voyagez avec vos points'],
        body: [
          'Book flights, hotels and car rentals with your points, or transfer them to an airline partner.',
          'Réservez vols, hôtels et locations de voitures avec vos points, ou transférez-les à une compagnie aérienne partenaire.',
        ],
        button: { text: ['Explore travel', 'Découvrir les voyages'], url: ['/travel-miles', '/travel-miles'] },
        isActive: true,
      },
      {
        art: 'gift-cards',
        heading: ['Gift cards for every occasion', 'Des cartes-cadeaux pour toutes les occasions'],
        body: [
          'Choose from dozens of retailers and restaurants, with eGift cards delivered by email.',
          'Choisissez parmi des dizaines de détaillants et de restaurants, avec des cartes-cadeaux électroniques livrées par courriel.',
        ],
        button: { text: ['Shop gift cards', 'Voir les cartes-cadeaux'], url: ['/shop?catalogue=gift-cards', '/shop?catalogue=gift-cards'] },
        isActive: true,
        activeFromDays: -30,
        activeToDays: 365,
      },
      {
        // Expired: sent with its dates, hidden by the store (spec §3 active_from/active_to).
        art: 'holiday',
        heading: ['Holiday gift guide', 'Guide des cadeaux des Fêtes'],
        body: [
          'Our favourite gifts of the season, from 5,000 points.',
          fr('Nos cadeaux préférés de la saison, à partir de 5\u00a0000 points.'),
        ],
        button: { text: ['See the guide', 'Voir le guide'], url: ['/shop', '/shop'] },
        isActive: true,
        activeFromDays: -120,
        activeToDays: -60,
      },
    ],
  },
  {
    slug: 'faq',
    title: ['Frequently asked questions', 'Foire aux questions'],
    sections: [
      {
        heading: ['How do I see my points balance?', 'Comment puis-je consulter mon solde de points\u202f?'],
        paragraphs: [
          [
            'Your balance shows at the top of every page once you are signed in. Your account page also shows the card you are using and your preferences.',
            'Votre solde s’affiche en haut de chaque page une fois que vous êtes connecté. La page de votre compte indique aussi la carte que vous utilisez et vos préférences.',
          ],
        ],
        links: [{ label: ['Go to my account', 'Aller à mon compte'], url: '/account' }],
      },
      {
        heading: ['Where can I follow my orders?', 'Où puis-je suivre mes commandes\u202f?'],
        paragraphs: [
          [
            'Your order history lists your redemptions of the last 6 months with their status and, once shipped, a tracking number.',
            'L’historique des commandes présente vos échanges des 6 derniers mois avec leur état et, une fois l’envoi fait, un numéro de suivi.',
          ],
        ],
        links: [{ label: ['See my order history', 'Voir l’historique de mes commandes'], url: '/account/order-history' }],
      },
      {
        heading: ['Can I cancel a redemption?', 'Puis-je annuler un échange\u202f?'],
        paragraphs: [
          [
            'Merchandise and gift card redemptions can be cancelled, whole or item by item, up to 6 hours after you place them, from your order history. Other redemptions are final.',
            'Les échanges de marchandises et de cartes-cadeaux peuvent être annulés, en entier ou article par article, jusqu’à 6 heures après la commande, à partir de l’historique des commandes. Les autres échanges sont définitifs.',
          ],
        ],
        links: [{ label: ['See my order history', 'Voir l’historique de mes commandes'], url: '/account/order-history' }],
      },
      {
        heading: ['How do I change my delivery address?', 'Comment modifier mon adresse de livraison\u202f?'],
        paragraphs: [
          [
            'Add, change or remove addresses and choose your default one in your address book. Merchandise is delivered to Canadian street addresses only: no P.O. boxes.',
            'Ajoutez, modifiez ou supprimez des adresses et choisissez votre adresse par défaut dans votre carnet d’adresses. Les marchandises sont livrées uniquement à des adresses municipales au Canada, et non à des cases postales.',
          ],
        ],
        links: [{ label: ['Manage my addresses', 'Gérer mes adresses'], url: '/account/address' }],
      },
      {
        heading: ['Where can I see the points I earned and used?', 'Où puis-je voir les points accumulés et utilisés\u202f?'],
        paragraphs: [
          [
            'Your transactions list the points earned on your card purchases and the points used for each redemption.',
            'Vos opérations présentent les points accumulés sur vos achats par carte et les points utilisés pour chaque échange.',
          ],
        ],
        links: [{ label: ['See my transactions', 'Voir mes opérations'], url: '/account/transactions' }],
      },
      {
        heading: ['How long does delivery take?', 'Quels sont les délais de livraison\u202f?'],
        paragraphs: [
          [
            'Merchandise arrives within 10 business days, eGift cards within 3 days by email, and miles transfers within 1 to 2 weeks.',
            'Les marchandises arrivent en 10 jours ouvrables, les cartes-cadeaux électroniques en 3 jours par courriel et les transferts de milles en 1 à 2 semaines.',
          ],
        ],
      },
    ],
  },
  {
    slug: 'program-rules',
    title: ['Programme rules', 'Règlement du programme'],
    sections: [
      {
        heading: ['1. Membership', '1. Adhésion'],
        paragraphs: [
          [
            'Holders of an eligible Demo Bank credit card are members of Demo Bank Rewards. Points belong to the card account and are managed by its primary cardholder, who may name authorized redeemers.',
            'Les titulaires d’une carte de crédit Banque Démo admissible sont membres de Récompenses Banque Démo. Les points appartiennent au compte de carte et sont gérés par le titulaire principal, qui peut désigner des utilisateurs autorisés.',
          ],
        ],
      },
      {
        heading: ['2. Earning points', '2. Accumulation des points'],
        paragraphs: [
          [
            'Points are earned on eligible purchases charged to the card, as described in your card agreement. Returns and credits reduce the points earned.',
            'Les points s’accumulent sur les achats admissibles portés à la carte, selon votre contrat de titulaire. Les retours et les crédits réduisent les points accumulés.',
          ],
        ],
      },
      {
        heading: ['3. Redeeming points', '3. Échange des points'],
        paragraphs: [
          [
            'Points can be redeemed only while the card account is open and in good standing. One point is worth one cent toward financial rewards; direct deposits and statement credits start at 2,500 points.',
            fr('Les points ne peuvent être échangés que si le compte de carte est ouvert et en règle. Un point vaut un cent pour les récompenses financières\u202f; les dépôts directs et les crédits au relevé commencent à 2\u00a0500 points.'),
          ],
          [
            'Merchandise and gift card redemptions can be cancelled within 6 hours; all other redemptions are final. Points have no cash value outside the programme.',
            'Les échanges de marchandises et de cartes-cadeaux peuvent être annulés dans les 6 heures\u202f; tous les autres échanges sont définitifs. Les points n’ont aucune valeur monétaire en dehors du programme.',
          ],
        ],
      },
      {
        heading: ['4. Account status', '4. État du compte'],
        paragraphs: [
          [
            'Points cannot be redeemed while the card account is on hold. When the account is closed, unredeemed points are cancelled.',
            'Les points ne peuvent pas être échangés lorsque le compte de carte est bloqué. À la fermeture du compte, les points non échangés sont annulés.',
          ],
        ],
      },
      {
        heading: ['5. Changes to the programme', '5. Modifications du programme'],
        paragraphs: [
          [
            'Demo Bank may change these rules with 30 days’ notice. Using the rewards store after a change means you accept the new rules.',
            'Banque Démo peut modifier le présent règlement moyennant un préavis de 30 jours. L’utilisation de la boutique de récompenses après une modification signifie que vous acceptez le nouveau règlement.',
          ],
        ],
      },
    ],
  },
  {
    slug: 'customer-support',
    title: ['Customer support', 'Soutien à la clientèle'],
    sections: [
      {
        heading: ['Call us', 'Appelez-nous'],
        paragraphs: [
          ['Personal cards: 1-800-555-0199', fr('Cartes personnelles : 1-800-555-0199')],
          ['Business and commercial cards: 1-800-555-0142', fr('Cartes Affaires et commerciales : 1-800-555-0142')],
          [
            'From outside Canada and the United States (collect calls accepted): 416-555-0100',
            fr('De l’extérieur du Canada et des États-Unis (appels à frais virés acceptés)\u00a0: 416-555-0100'),
          ],
        ],
      },
      {
        heading: ['Hours', 'Heures d’ouverture'],
        paragraphs: [
          [
            'Monday to Friday, 8 a.m. to 10 p.m. ET; Saturday and Sunday, 9 a.m. to 5 p.m. ET.',
            'Du lundi au vendredi, de 8\u00a0h à 22\u00a0h (HE)\u202f; samedi et dimanche, de 9\u00a0h à 17\u00a0h (HE).',
          ],
        ],
      },
      {
        heading: ['Lost or stolen card', 'Carte perdue ou volée'],
        paragraphs: [
          [
            'Call 1-800-555-0111, 24 hours a day, 7 days a week.',
            'Composez le 1-800-555-0111, 24 heures sur 24, 7 jours sur 7.',
          ],
        ],
        links: [
          { label: ['Frequently asked questions', 'Foire aux questions'], url: '/faq' },
          { label: ['Programme rules', 'Règlement du programme'], url: '/program-rules' },
        ],
      },
    ],
  },
  {
    slug: 'examples',
    title: ['Redemption examples', 'Exemples d’échange'],
    sections: [
      {
        heading: ['A gift card', 'Une carte-cadeau'],
        paragraphs: [['2,500 points get you a $25 gift card.', fr('2\u00a0500 points vous donnent une carte-cadeau de 25\u00a0$.')]],
        links: [{ label: ['Shop gift cards', 'Voir les cartes-cadeaux'], url: '/shop?catalogue=gift-cards' }],
      },
      {
        heading: ['A statement credit', 'Un crédit au relevé'],
        paragraphs: [
          [
            '10,000 points become a $100 credit on your card statement.',
            fr('10\u00a0000 points deviennent un crédit de 100\u00a0$ sur le relevé de votre carte.'),
          ],
        ],
        links: [{ label: ['Get cash back', 'Obtenir une remise en argent'], url: '/redeem/cash-back' }],
      },
      {
        heading: ['Points and cash', 'Points et argent'],
        paragraphs: [
          [
            'For a 60,000-point item, pay at least 80% in points (48,000 points) and the remaining $120 with your card.',
            fr('Pour un article de 60\u00a0000 points, payez au moins 80\u00a0% en points (48\u00a0000 points) et les 120\u00a0$ restants avec votre carte.'),
          ],
        ],
        links: [{ label: ['Shop merchandise', 'Voir les marchandises'], url: '/shop' }],
      },
      {
        heading: ['A donation', 'Un don'],
        paragraphs: [
          [
            '5,000 points become a $50 donation to the charity of your choice.',
            fr('5\u00a0000 points deviennent un don de 50\u00a0$ à l’organisme de bienfaisance de votre choix.'),
          ],
        ],
        links: [{ label: ['See charities', 'Voir les organismes'], url: '/charitable-donations' }],
      },
    ],
  },
];

/**
 * The credit-card listing page and the promotions page (spec §2, "also
 * named"): content like the information pages, seeded as their own area so
 * a database seeded before them gets them on its next start.
 */
export const DEMO_LISTING_PAGES: DemoPage[] = [
  {
    slug: 'credit-cards',
    title: ['Our credit cards', 'Nos cartes de crédit'],
    sections: [
      {
        heading: ['Earn points with every purchase', 'Accumulez des points à chaque achat'],
        paragraphs: [
          [
            'Every Demo Bank Rewards card earns points you can redeem in this store. Compare the cards and apply at Demo Bank.',
            'Chaque carte Récompenses Banque Démo accumule des points à échanger dans cette boutique. Comparez les cartes et faites votre demande à Banque Démo.',
          ],
        ],
      },
      {
        heading: ['Elite', 'Élite'],
        paragraphs: [
          [
            'Our most rewarding card: 2 points per dollar, travel benefits and miles transfers. Annual fee: $150.',
            fr('Notre carte la plus avantageuse\u00a0: 2 points par dollar, avantages voyage et transferts de milles. Frais annuels\u00a0: 150\u00a0$.'),
          ],
        ],
        links: [{ label: ['Apply for the Elite card', 'Demander la carte Élite'], url: '/sandbox/bank', external: true }],
      },
      {
        heading: ['Premier World', 'Premier World'],
        paragraphs: [
          [
            'Travel rewards with airport lounge passes and miles transfers: 1.5 points per dollar. Annual fee: $120.',
            fr('Des récompenses voyage avec accès aux salons d’aéroport et transferts de milles\u00a0: 1,5 point par dollar. Frais annuels\u00a0: 120\u00a0$.'),
          ],
        ],
        links: [{ label: ['Apply for the Premier World card', 'Demander la carte Premier World'], url: '/sandbox/bank', external: true }],
      },
      {
        heading: ['Cash Rewards', 'Remises en argent'],
        paragraphs: [
          [
            '1 point per dollar on every purchase, redeemable as a statement credit from 2,500 points. Annual fee: $39.',
            fr('1 point par dollar sur chaque achat, échangeable contre un crédit au relevé à partir de 2\u00a0500 points. Frais annuels\u00a0: 39\u00a0$.'),
          ],
        ],
        links: [{ label: ['Apply for the Cash Rewards card', 'Demander la carte Remises en argent'], url: '/sandbox/bank', external: true }],
      },
      {
        heading: ['Advance', 'Avance'],
        paragraphs: [
          [
            'An everyday card that earns 1 point per $2 with no annual fee.',
            fr('Une carte de tous les jours qui accumule 1 point par tranche de 2\u00a0$, sans frais annuels.'),
          ],
        ],
        links: [{ label: ['Apply for the Advance card', 'Demander la carte Avance'], url: '/sandbox/bank', external: true }],
      },
      {
        heading: ['Business', 'Affaires'],
        paragraphs: [
          [
            'Points on your business expenses, with cards for your employees and statement credits on the business account.',
            'Des points sur les dépenses de votre entreprise, avec des cartes pour vos employés et des crédits au relevé du compte d’entreprise.',
          ],
        ],
        links: [{ label: ['Apply for a Business card', 'Demander une carte Affaires'], url: '/sandbox/bank', external: true }],
      },
    ],
  },
  {
    slug: 'promotions',
    title: ['Current promotions', 'Promotions en cours'],
    sections: [
      {
        heading: ['On sale', 'En solde'],
        paragraphs: [
          [
            'Merchandise and gift cards for fewer points than usual, for a limited time.',
            'Des marchandises et des cartes-cadeaux pour moins de points qu’à l’habitude, pour un temps limité.',
          ],
        ],
        links: [{ label: ['Shop the sale', 'Voir les soldes'], url: '/shop?promotion=on-sale' }],
      },
      {
        heading: ['New arrivals', 'Nouveautés'],
        paragraphs: [['The latest additions to the catalogue.', 'Les derniers ajouts au catalogue.']],
        links: [{ label: ['See what is new', 'Voir les nouveautés'], url: '/shop?promotion=new-arrivals' }],
      },
      {
        heading: ['Staff picks', 'Coups de cœur'],
        paragraphs: [['Our team’s favourite rewards.', 'Les récompenses préférées de notre équipe.']],
        links: [{ label: ['See the staff picks', 'Voir les coups de cœur'], url: '/shop?promotion=staff-picks' }],
      },
      {
        heading: ['Gift cards for every occasion', 'Des cartes-cadeaux pour toutes les occasions'],
        paragraphs: [
          [
            'eGift cards arrive by email within 3 days.',
            'Les cartes-cadeaux électroniques arrivent par courriel en 3 jours.',
          ],
        ],
        links: [{ label: ['Shop gift cards', 'Voir les cartes-cadeaux'], url: '/shop?catalogue=gift-cards' }],
      },
    ],
  },
];

export const DEMO_PARTNER_RETAILERS = ['TechHub', 'Maison Plus'];

/** Substrings of the user agents of the bank's two apps (brief: personal and business app). */
export const DEMO_MOBILE_APP_USER_AGENTS = ['DemoBankMobile/', 'DemoBankBusinessMobile/'];
