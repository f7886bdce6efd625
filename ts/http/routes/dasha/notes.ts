// The conventions every dasha description ends with: one wording for all the dasha paths.
export const SIDEREAL_NOTE = 'Sidereal longitudes with the Lahiri ayanamsa unless `ayanamsa` says otherwise; Rahu by the mean node unless `node=true`.';
export const YEAR_NOTE = 'Years of 365.25 days unless `year=sidereal`.';
