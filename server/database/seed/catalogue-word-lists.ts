/**
 * Word lists the demo catalogue is generated from. Names exist in English and
 * Canadian French (typographic apostrophes, accents, French word order).
 * Brands, retailers and charities are fictional.
 */

export type VariantKind = 'colour' | 'finish' | 'storage' | 'none';
export type Pair = readonly [en: string, fr: string];

export interface LeafSpec {
  slug: string;
  name: Pair;
  nouns: readonly Pair[];
  /** Price range in points. */
  price: readonly [number, number];
  variants: VariantKind;
}

export interface SubcategorySpec {
  slug: string;
  name: Pair;
  leaves: readonly LeafSpec[];
}

export interface DepartmentSpec {
  slug: string;
  name: Pair;
  brands: readonly string[];
  features: readonly Pair[];
  subcategories: readonly SubcategorySpec[];
}

export const PRODUCT_LINES = [
  'Pulse', 'Echo', 'Nova', 'Aria', 'Vertex', 'Orbit', 'Halo', 'Drift', 'Crest', 'Flux',
  'Ember', 'Terra', 'Atlas', 'Luna', 'Sierra', 'Boreal', 'Cascade', 'Zephyr', 'Tempo', 'Prism',
] as const;

export const COLOURS: readonly { value: string; name: Pair }[] = [
  { value: 'black', name: ['Black', 'Noir'] },
  { value: 'white', name: ['White', 'Blanc'] },
  { value: 'navy', name: ['Navy', 'Marine'] },
  { value: 'red', name: ['Red', 'Rouge'] },
  { value: 'sage', name: ['Sage Green', 'Vert sauge'] },
];

export const FINISHES: readonly { value: string; name: Pair }[] = [
  { value: 'stainless-steel', name: ['Stainless Steel', 'Acier inoxydable'] },
  { value: 'matte-black', name: ['Matte Black', 'Noir mat'] },
  { value: 'copper', name: ['Copper', 'Cuivre'] },
];

export const STORAGE_OPTIONS: readonly { value: string; name: Pair; extraShare: number }[] = [
  { value: '128gb', name: ['128 GB', '128 Go'], extraShare: 0 },
  { value: '256gb', name: ['256 GB', '256 Go'], extraShare: 0.15 },
  { value: '512gb', name: ['512 GB', '512 Go'], extraShare: 0.35 },
];

export const DEVICE_COLOURS: readonly { value: string; name: Pair }[] = [
  { value: 'silver', name: ['Silver', 'Argent'] },
  { value: 'graphite', name: ['Graphite', 'Graphite'] },
];

export const MERCHANDISE_DELIVERY: Pair = [
  'Delivered within 10 business days.',
  'Livré en 10 jours ouvrables.',
];

export const DEPARTMENTS: readonly DepartmentSpec[] = [
  {
    slug: 'electronics',
    name: ['Electronics', 'Électronique'],
    brands: ['Auralis', 'Lumio', 'Nordika', 'Zenith Labs', 'Polaris'],
    features: [
      ['Wireless connectivity and a long-lasting rechargeable battery.', 'Connectivité sans fil et batterie rechargeable longue durée.'],
      ['A compact design that travels well.', 'Un design compact, facile à emporter.'],
      ['Includes a two-year manufacturer’s warranty.', 'Garantie du fabricant de deux ans incluse.'],
    ],
    subcategories: [
      {
        slug: 'audio',
        name: ['Audio', 'Audio'],
        leaves: [
          {
            slug: 'headphones',
            name: ['Headphones', 'Casques d’écoute'],
            nouns: [
              ['Wireless Headphones', 'Casque d’écoute sans fil'],
              ['Noise-Cancelling Headphones', 'Casque d’écoute à réduction de bruit'],
              ['Studio Headphones', 'Casque d’écoute de studio'],
              ['Kids’ Headphones', 'Casque d’écoute pour enfants'],
            ],
            price: [9_000, 45_000],
            variants: 'colour',
          },
          {
            slug: 'earbuds',
            name: ['Earbuds', 'Écouteurs'],
            nouns: [
              ['True Wireless Earbuds', 'Écouteurs sans fil'],
              ['Sport Earbuds', 'Écouteurs sport'],
              ['Noise-Cancelling Earbuds', 'Écouteurs à réduction de bruit'],
            ],
            price: [6_000, 30_000],
            variants: 'colour',
          },
          {
            slug: 'speakers',
            name: ['Speakers', 'Haut-parleurs'],
            nouns: [
              ['Portable Bluetooth Speaker', 'Haut-parleur Bluetooth portatif'],
              ['Waterproof Speaker', 'Haut-parleur étanche'],
              ['Bookshelf Speakers', 'Haut-parleurs d’étagère'],
              ['Soundbar', 'Barre de son'],
            ],
            price: [7_000, 60_000],
            variants: 'colour',
          },
        ],
      },
      {
        slug: 'computers-tablets',
        name: ['Computers & Tablets', 'Ordinateurs et tablettes'],
        leaves: [
          {
            slug: 'laptops',
            name: ['Laptops', 'Ordinateurs portables'],
            nouns: [
              ['13-inch Laptop', 'Ordinateur portable de 13 po'],
              ['15-inch Laptop', 'Ordinateur portable de 15 po'],
              ['2-in-1 Convertible Laptop', 'Ordinateur portable convertible 2 en 1'],
            ],
            price: [90_000, 180_000],
            variants: 'storage',
          },
          {
            slug: 'tablets',
            name: ['Tablets', 'Tablettes'],
            nouns: [
              ['10-inch Tablet', 'Tablette de 10 po'],
              ['Mini Tablet', 'Mini-tablette'],
              ['Drawing Tablet', 'Tablette à dessin'],
            ],
            price: [30_000, 90_000],
            variants: 'storage',
          },
          {
            slug: 'computer-accessories',
            name: ['Accessories', 'Accessoires'],
            nouns: [
              ['Wireless Mouse', 'Souris sans fil'],
              ['Mechanical Keyboard', 'Clavier mécanique'],
              ['USB-C Hub', 'Concentrateur USB-C'],
              ['Laptop Sleeve', 'Housse pour ordinateur portable'],
            ],
            price: [2_500, 15_000],
            variants: 'colour',
          },
        ],
      },
      {
        slug: 'cameras',
        name: ['Cameras', 'Appareils photo'],
        leaves: [
          {
            slug: 'action-cameras',
            name: ['Action Cameras', 'Caméras d’action'],
            nouns: [
              ['4K Action Camera', 'Caméra d’action 4K'],
              ['Waterproof Action Camera', 'Caméra d’action étanche'],
            ],
            price: [20_000, 55_000],
            variants: 'none',
          },
          {
            slug: 'instant-cameras',
            name: ['Instant Cameras', 'Appareils photo instantanés'],
            nouns: [
              ['Instant Camera', 'Appareil photo instantané'],
              ['Instant Photo Printer', 'Imprimante photo instantanée'],
            ],
            price: [8_000, 20_000],
            variants: 'colour',
          },
        ],
      },
      {
        slug: 'smart-home',
        name: ['Smart Home', 'Maison intelligente'],
        leaves: [
          {
            slug: 'smart-speakers',
            name: ['Smart Speakers', 'Haut-parleurs intelligents'],
            nouns: [
              ['Smart Speaker', 'Haut-parleur intelligent'],
              ['Smart Display', 'Écran intelligent'],
            ],
            price: [5_000, 25_000],
            variants: 'colour',
          },
          {
            slug: 'security-cameras',
            name: ['Security Cameras', 'Caméras de sécurité'],
            nouns: [
              ['Indoor Security Camera', 'Caméra de sécurité intérieure'],
              ['Video Doorbell', 'Sonnette vidéo'],
              ['Outdoor Camera', 'Caméra extérieure'],
            ],
            price: [6_000, 30_000],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    slug: 'home-kitchen',
    name: ['Home & Kitchen', 'Maison et cuisine'],
    brands: ['Kettle & Crane', 'Maison Verdun', 'Cedar & Co.', 'Brava'],
    features: [
      ['Easy to clean, with dishwasher-safe parts.', 'Facile à nettoyer, avec pièces lavables au lave-vaisselle.'],
      ['Designed for everyday use in Canadian homes.', 'Conçu pour un usage quotidien dans les foyers canadiens.'],
      ['Backed by a one-year warranty.', 'Garantie d’un an.'],
    ],
    subcategories: [
      {
        slug: 'coffee-tea',
        name: ['Coffee & Tea', 'Café et thé'],
        leaves: [
          {
            slug: 'coffee-makers',
            name: ['Coffee Makers', 'Cafetières'],
            nouns: [
              ['Drip Coffee Maker', 'Cafetière filtre'],
              ['Pour-Over Coffee Set', 'Ensemble à café filtre manuel'],
              ['Cold Brew Coffee Maker', 'Cafetière à infusion à froid'],
            ],
            price: [4_000, 20_000],
            variants: 'finish',
          },
          {
            slug: 'espresso-machines',
            name: ['Espresso Machines', 'Machines à espresso'],
            nouns: [
              ['Espresso Machine', 'Machine à espresso'],
              ['Café Latte Maker', 'Machine à café au lait'],
              ['Milk Frother', 'Mousseur à lait'],
            ],
            price: [8_000, 95_000],
            variants: 'finish',
          },
          {
            slug: 'kettles',
            name: ['Kettles', 'Bouilloires'],
            nouns: [
              ['Electric Kettle', 'Bouilloire électrique'],
              ['Variable Temperature Kettle', 'Bouilloire à température variable'],
            ],
            price: [4_000, 15_000],
            variants: 'finish',
          },
        ],
      },
      {
        slug: 'cookware',
        name: ['Cookware', 'Batterie de cuisine'],
        leaves: [
          {
            slug: 'pots-pans',
            name: ['Pots & Pans', 'Casseroles et poêles'],
            nouns: [
              ['10-Piece Cookware Set', 'Batterie de cuisine 10 pièces'],
              ['Cast Iron Skillet', 'Poêle en fonte'],
              ['Dutch Oven', 'Cocotte en fonte'],
            ],
            price: [5_000, 40_000],
            variants: 'finish',
          },
          {
            slug: 'knives',
            name: ['Knives', 'Couteaux'],
            nouns: [
              ['Chef’s Knife', 'Couteau de chef'],
              ['Knife Block Set', 'Ensemble de couteaux avec bloc'],
            ],
            price: [6_000, 30_000],
            variants: 'none',
          },
        ],
      },
      {
        slug: 'small-appliances',
        name: ['Small Appliances', 'Petits électroménagers'],
        leaves: [
          {
            slug: 'blenders',
            name: ['Blenders', 'Mélangeurs'],
            nouns: [
              ['High-Speed Blender', 'Mélangeur haute vitesse'],
              ['Personal Blender', 'Mélangeur individuel'],
            ],
            price: [5_000, 45_000],
            variants: 'colour',
          },
          {
            slug: 'air-fryers',
            name: ['Air Fryers', 'Friteuses à air chaud'],
            nouns: [
              ['Air Fryer', 'Friteuse à air chaud'],
              ['Air Fryer Oven', 'Four-friteuse à air chaud'],
            ],
            price: [9_000, 30_000],
            variants: 'none',
          },
        ],
      },
      {
        slug: 'bedding',
        name: ['Bedding', 'Literie'],
        leaves: [
          {
            slug: 'duvets',
            name: ['Duvets', 'Couettes'],
            nouns: [
              ['Down Duvet', 'Couette en duvet'],
              ['All-Season Duvet', 'Couette toutes saisons'],
            ],
            price: [10_000, 40_000],
            variants: 'none',
          },
          {
            slug: 'pillows',
            name: ['Pillows', 'Oreillers'],
            nouns: [
              ['Memory Foam Pillow', 'Oreiller en mousse à mémoire de forme'],
              ['Pillow Set', 'Ensemble d’oreillers'],
            ],
            price: [3_000, 12_000],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    slug: 'sports-outdoors',
    name: ['Sports & Outdoors', 'Sports et plein air'],
    brands: ['Summit Gear', 'Tundra', 'Voyageur', 'Laurentide'],
    features: [
      ['Built for four-season Canadian adventures.', 'Conçu pour les aventures canadiennes des quatre saisons.'],
      ['Lightweight, durable materials.', 'Des matériaux légers et durables.'],
      ['Tested by outdoor guides.', 'Testé par des guides de plein air.'],
    ],
    subcategories: [
      {
        slug: 'camping',
        name: ['Camping', 'Camping'],
        leaves: [
          {
            slug: 'tents',
            name: ['Tents', 'Tentes'],
            nouns: [
              ['2-Person Tent', 'Tente 2 places'],
              ['4-Person Family Tent', 'Tente familiale 4 places'],
            ],
            price: [15_000, 60_000],
            variants: 'none',
          },
          {
            slug: 'sleeping-bags',
            name: ['Sleeping Bags', 'Sacs de couchage'],
            nouns: [
              ['Three-Season Sleeping Bag', 'Sac de couchage trois saisons'],
              ['Winter Sleeping Bag', 'Sac de couchage d’hiver'],
            ],
            price: [8_000, 35_000],
            variants: 'colour',
          },
        ],
      },
      {
        slug: 'fitness',
        name: ['Fitness', 'Conditionnement physique'],
        leaves: [
          {
            slug: 'yoga',
            name: ['Yoga', 'Yoga'],
            nouns: [
              ['Yoga Mat', 'Tapis de yoga'],
              ['Yoga Block Set', 'Ensemble de blocs de yoga'],
            ],
            price: [2_500, 10_000],
            variants: 'colour',
          },
          {
            slug: 'weights',
            name: ['Weights', 'Poids et haltères'],
            nouns: [
              ['Adjustable Dumbbells', 'Haltères réglables'],
              ['Kettlebell', 'Kettlebell'],
            ],
            price: [5_000, 40_000],
            variants: 'none',
          },
        ],
      },
      {
        slug: 'cycling',
        name: ['Cycling', 'Vélo'],
        leaves: [
          {
            slug: 'helmets',
            name: ['Helmets', 'Casques'],
            nouns: [
              ['Road Bike Helmet', 'Casque de vélo de route'],
              ['Commuter Helmet', 'Casque de vélo urbain'],
            ],
            price: [6_000, 20_000],
            variants: 'colour',
          },
          {
            slug: 'bike-accessories',
            name: ['Bike Accessories', 'Accessoires de vélo'],
            nouns: [
              ['Bike Light Set', 'Ensemble d’éclairage pour vélo'],
              ['Bike Lock', 'Cadenas de vélo'],
            ],
            price: [2_500, 9_000],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    slug: 'travel-luggage',
    name: ['Travel & Luggage', 'Voyage et bagages'],
    brands: ['Voyageur', 'Havre', 'Frontenac'],
    features: [
      ['Airline-friendly dimensions.', 'Dimensions conformes aux exigences des transporteurs aériens.'],
      ['Water-resistant fabric and sturdy zippers.', 'Tissu déperlant et fermetures éclair robustes.'],
      ['Backed by a five-year warranty.', 'Garantie de cinq ans.'],
    ],
    subcategories: [
      {
        slug: 'luggage',
        name: ['Luggage', 'Bagages'],
        leaves: [
          {
            slug: 'carry-on',
            name: ['Carry-on Luggage', 'Bagages de cabine'],
            nouns: [
              ['Hardside Carry-On', 'Bagage de cabine rigide'],
              ['Softside Carry-On', 'Bagage de cabine souple'],
            ],
            price: [12_000, 45_000],
            variants: 'colour',
          },
          {
            slug: 'checked-luggage',
            name: ['Checked Luggage', 'Valises'],
            nouns: [
              ['Large Spinner Suitcase', 'Grande valise à roulettes'],
              ['Medium Spinner Suitcase', 'Valise moyenne à roulettes'],
            ],
            price: [15_000, 55_000],
            variants: 'colour',
          },
        ],
      },
      {
        slug: 'travel-accessories',
        name: ['Travel Accessories', 'Accessoires de voyage'],
        leaves: [
          {
            slug: 'backpacks',
            name: ['Backpacks', 'Sacs à dos'],
            nouns: [
              ['Travel Backpack', 'Sac à dos de voyage'],
              ['Laptop Backpack', 'Sac à dos pour ordinateur'],
            ],
            price: [6_000, 25_000],
            variants: 'colour',
          },
          {
            slug: 'travel-comfort',
            name: ['Travel Comfort', 'Confort en voyage'],
            nouns: [
              ['Travel Pillow', 'Oreiller de voyage'],
              ['Packing Cubes', 'Cubes de rangement'],
            ],
            price: [2_500, 7_000],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    slug: 'health-beauty',
    name: ['Health & Beauty', 'Santé et beauté'],
    brands: ['Solstice', 'Aurora Wellness', 'Glacier'],
    features: [
      ['Rechargeable, with a travel case.', 'Rechargeable, avec étui de voyage.'],
      ['Gentle on sensitive skin.', 'Doux pour les peaux sensibles.'],
      ['Recommended by Canadian professionals.', 'Recommandé par des professionnels canadiens.'],
    ],
    subcategories: [
      {
        slug: 'personal-care',
        name: ['Personal Care', 'Soins personnels'],
        leaves: [
          {
            slug: 'oral-care',
            name: ['Oral Care', 'Soins bucco-dentaires'],
            nouns: [
              ['Electric Toothbrush', 'Brosse à dents électrique'],
              ['Water Flosser', 'Hydropulseur'],
            ],
            price: [4_000, 20_000],
            variants: 'colour',
          },
          {
            slug: 'hair-care',
            name: ['Hair Care', 'Soins capillaires'],
            nouns: [
              ['Hair Dryer', 'Séchoir à cheveux'],
              ['Hair Straightener', 'Fer à lisser'],
            ],
            price: [5_000, 35_000],
            variants: 'finish',
          },
        ],
      },
      {
        slug: 'wellness',
        name: ['Wellness', 'Bien-être'],
        leaves: [
          {
            slug: 'massage',
            name: ['Massage', 'Massage'],
            nouns: [
              ['Massage Gun', 'Pistolet de massage'],
              ['Neck Massager', 'Masseur pour le cou'],
            ],
            price: [6_000, 30_000],
            variants: 'none',
          },
        ],
      },
    ],
  },
];

export interface RetailerSpec {
  slug: string;
  name: Pair;
  sector: string;
}

export const GIFT_CARD_SECTORS: readonly { slug: string; name: Pair }[] = [
  { slug: 'dining', name: ['Dining', 'Restaurants'] },
  { slug: 'shopping', name: ['Shopping', 'Magasinage'] },
  { slug: 'entertainment', name: ['Entertainment', 'Divertissement'] },
  { slug: 'travel', name: ['Travel', 'Voyage'] },
  { slug: 'groceries-gas', name: ['Groceries & Gas', 'Épicerie et essence'] },
  { slug: 'health-wellness', name: ['Health & Wellness', 'Santé et bien-être'] },
  { slug: 'prepaid-cards', name: ['Prepaid Cards', 'Cartes prépayées'] },
];

export const RETAILERS: readonly RetailerSpec[] = [
  { slug: 'cafe-boreal', name: ['Café Boréal', 'Café Boréal'], sector: 'dining' },
  { slug: 'harbourfront-grill', name: ['Harbourfront Grill', 'Harbourfront Grill'], sector: 'dining' },
  { slug: 'maple-rye-bistro', name: ['Maple & Rye Bistro', 'Bistro Maple & Rye'], sector: 'dining' },
  { slug: 'le-petit-marche', name: ['Le Petit Marché', 'Le Petit Marché'], sector: 'dining' },
  { slug: 'sushi-kumo', name: ['Sushi Kumo', 'Sushi Kumo'], sector: 'dining' },
  { slug: 'northline', name: ['Northline Department Store', 'Magasin Northline'], sector: 'shopping' },
  { slug: 'laurentide-books', name: ['Laurentide Books', 'Librairie Laurentide'], sector: 'shopping' },
  { slug: 'trailhead-outfitters', name: ['Trailhead Outfitters', 'Pourvoirie Trailhead'], sector: 'shopping' },
  { slug: 'urban-threads', name: ['Urban Threads', 'Urban Threads'], sector: 'shopping' },
  { slug: 'homenest', name: ['HomeNest', 'HomeNest'], sector: 'shopping' },
  { slug: 'pixel-plaza', name: ['Pixel Plaza Electronics', 'Électronique Pixel Plaza'], sector: 'shopping' },
  { slug: 'starlight-cinemas', name: ['Starlight Cinemas', 'Cinémas Starlight'], sector: 'entertainment' },
  { slug: 'arcadia-games', name: ['Arcadia Games', 'Jeux Arcadia'], sector: 'entertainment' },
  { slug: 'streambox', name: ['StreamBox', 'StreamBox'], sector: 'entertainment' },
  { slug: 'encore-live', name: ['Encore Live', 'Encore Live'], sector: 'entertainment' },
  { slug: 'skyway-hotels', name: ['Skyway Hotels', 'Hôtels Skyway'], sector: 'travel' },
  { slug: 'coastline-car-rental', name: ['Coastline Car Rental', 'Location d’autos Coastline'], sector: 'travel' },
  { slug: 'via-nord-rail', name: ['Via Nord Rail', 'Train Via Nord'], sector: 'travel' },
  { slug: 'green-basket', name: ['Green Basket Grocers', 'Épicerie Panier Vert'], sector: 'groceries-gas' },
  { slug: 'northern-fuel', name: ['Northern Fuel', 'Carburant Nordique'], sector: 'groceries-gas' },
  { slug: 'northern-lights-spa', name: ['Northern Lights Spa', 'Spa Aurores boréales'], sector: 'health-wellness' },
  { slug: 'zen-yoga-studio', name: ['Zen Yoga Studio', 'Studio de yoga Zen'], sector: 'health-wellness' },
];

export const PREPAID_VISA_CONSENT: Pair = [
  'I have read and accept the Prepaid Visa Card terms and conditions. Fees apply: $2.00 per call to an agent, ' +
    '$15.00 for a replacement card, $2.50 per month of inactivity after 12 months, and 2.5% over the benchmark ' +
    'rate on foreign currency transactions.',
  'J’ai lu et j’accepte les modalités de la carte Visa prépayée. Des frais s’appliquent\u00a0: 2,00\u00a0$ par appel à un ' +
    'agent, 15,00\u00a0$ pour une carte de remplacement, 2,50\u00a0$ par mois d’inactivité après 12 mois et 2,5\u00a0% au-dessus ' +
    'du taux de référence sur les opérations en devises.',
];

export const FINANCIAL_REWARD_CATEGORIES: readonly { slug: string; name: Pair }[] = [
  { slug: 'investments', name: ['Investments', 'Placements'] },
  { slug: 'loans-mortgages', name: ['Loans & Mortgages', 'Prêts et hypothèques'] },
];

export const FINANCIAL_REWARDS: readonly { slug: string; name: Pair; category: string; description: Pair }[] = [
  { slug: 'rrsp-contribution', name: ['RRSP Contribution', 'Cotisation à un REER'], category: 'investments', description: ['Put your points toward your Registered Retirement Savings Plan.', 'Versez vos points dans votre régime enregistré d’épargne-retraite.'] },
  { slug: 'tfsa-contribution', name: ['TFSA Contribution', 'Cotisation à un CELI'], category: 'investments', description: ['Grow your Tax-Free Savings Account with your points.', 'Faites fructifier votre compte d’épargne libre d’impôt avec vos points.'] },
  { slug: 'resp-contribution', name: ['RESP Contribution', 'Cotisation à un REEE'], category: 'investments', description: ['Save for a child’s education through a Registered Education Savings Plan.', 'Épargnez pour les études d’un enfant grâce à un régime enregistré d’épargne-études.'] },
  { slug: 'investment-account-deposit', name: ['Investment Account Deposit', 'Dépôt dans un compte de placement'], category: 'investments', description: ['Deposit the value of your points into a non-registered investment account.', 'Déposez la valeur de vos points dans un compte de placement non enregistré.'] },
  { slug: 'mortgage-prepayment', name: ['Mortgage Prepayment', 'Paiement anticipé hypothécaire'], category: 'loans-mortgages', description: ['Pay down your mortgage principal with your points.', 'Réduisez le capital de votre prêt hypothécaire avec vos points.'] },
  { slug: 'line-of-credit-payment', name: ['Line of Credit Payment', 'Paiement sur marge de crédit'], category: 'loans-mortgages', description: ['Apply your points to your personal line of credit.', 'Appliquez vos points à votre marge de crédit personnelle.'] },
  { slug: 'car-loan-payment', name: ['Car Loan Payment', 'Paiement de prêt automobile'], category: 'loans-mortgages', description: ['Make a payment on your car loan with your points.', 'Effectuez un paiement sur votre prêt automobile avec vos points.'] },
];

export const CHARITY_CATEGORIES: readonly { slug: string; name: Pair }[] = [
  { slug: 'health', name: ['Health', 'Santé'] },
  { slug: 'community', name: ['Community', 'Communauté'] },
  { slug: 'environment', name: ['Environment', 'Environnement'] },
  { slug: 'education-arts', name: ['Education & Arts', 'Éducation et arts'] },
];

export const CHARITIES: readonly { slug: string; name: Pair; category: string; cause: Pair }[] = [
  { slug: 'childrens-hospital-foundation', name: ['Children’s Hospital Foundation', 'Fondation de l’hôpital pour enfants'], category: 'health', cause: ['care for sick children and their families', 'les soins aux enfants malades et à leur famille'] },
  { slug: 'cancer-research-fund', name: ['Cancer Research Fund', 'Fonds de recherche sur le cancer'], category: 'health', cause: ['research into new cancer treatments', 'la recherche sur de nouveaux traitements contre le cancer'] },
  { slug: 'mental-health-alliance', name: ['Mental Health Alliance', 'Alliance pour la santé mentale'], category: 'health', cause: ['free counselling and crisis lines', 'des services de consultation gratuits et des lignes d’écoute'] },
  { slug: 'community-food-bank', name: ['Community Food Bank', 'Banque alimentaire communautaire'], category: 'community', cause: ['healthy meals for families in need', 'des repas sains pour les familles dans le besoin'] },
  { slug: 'youth-sports-league', name: ['Youth Sports League', 'Ligue sportive jeunesse'], category: 'community', cause: ['equipment and coaching for young athletes', 'l’équipement et l’encadrement de jeunes athlètes'] },
  { slug: 'shelter-housing-network', name: ['Shelter & Housing Network', 'Réseau d’hébergement et de logement'], category: 'community', cause: ['safe housing for people without a home', 'un logement sûr pour les personnes sans abri'] },
  { slug: 'disaster-relief-fund', name: ['Disaster Relief Fund', 'Fonds de secours aux sinistrés'], category: 'community', cause: ['emergency help after floods and wildfires', 'l’aide d’urgence après les inondations et les feux de forêt'] },
  { slug: 'animal-shelter-network', name: ['Animal Shelter Network', 'Réseau de refuges pour animaux'], category: 'community', cause: ['shelter and adoption for animals', 'l’hébergement et l’adoption d’animaux'] },
  { slug: 'wildlife-conservation-fund', name: ['Wildlife Conservation Fund', 'Fonds de conservation de la faune'], category: 'environment', cause: ['protecting Canadian wildlife habitats', 'la protection des habitats fauniques du Canada'] },
  { slug: 'clean-water-initiative', name: ['Clean Water Initiative', 'Initiative pour l’eau potable'], category: 'environment', cause: ['clean drinking water in remote communities', 'l’eau potable dans les communautés éloignées'] },
  { slug: 'urban-tree-canopy', name: ['Urban Tree Canopy Project', 'Projet de canopée urbaine'], category: 'environment', cause: ['planting trees in Canadian cities', 'la plantation d’arbres dans les villes canadiennes'] },
  { slug: 'literacy-for-all', name: ['Literacy for All', 'Alphabétisation pour tous'], category: 'education-arts', cause: ['reading programmes for children and adults', 'des programmes de lecture pour les enfants et les adultes'] },
  { slug: 'community-arts-council', name: ['Community Arts Council', 'Conseil des arts communautaire'], category: 'education-arts', cause: ['music and art classes in local schools', 'des cours de musique et d’art dans les écoles du quartier'] },
];
