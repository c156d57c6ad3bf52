/** Copy of the listing form, the dashboard's My Listings and website reviews (spec §2, §5, §8). */
export const listingMessages = {
  validation: {
    titleRequired: 'Title is required',
    titleMax: 'Title must be at most 120 characters',
    descriptionRequired: 'Description is required',
    descriptionMax: 'Description must be at most 5000 characters',
    categoryRequired: 'Category is required',
    fixedPriceRequired: 'Price and duration are required for fixed pricing, and price must be a valid decimal',
    priceTooHigh: 'Price must be less than ₹1,00,00,00,000',
    locationRequired: 'Location is required when selecting from list',
    customLocationRequired: 'Custom location is required when selecting custom location type',
    locationMax: 'Location must be at most 120 characters',
    phoneInvalid: 'Please enter a valid phone number using only numbers (0-9) and + sign, with 10-15 digits',
    tooManyPhotos: 'You can upload maximum 5 photos.',
    mediaUrlInvalid: 'Photos and videos must be uploaded through Kiraya.',
  },
  reviewValidation: {
    ratingRequired: 'Please select a star rating',
    tooShort: 'Please write at least 10 characters',
    tooLong: 'Please keep your review under 500 characters',
  },
} as const;
