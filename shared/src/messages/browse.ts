/**
 * Copy of the browsing screens: home sections below the fold, item cards, category, search and item
 * pages. Those screens import it directly, not through messages.ts, so a first visit to / does not
 * load it; the hero's copy, which the first screen shows, is messages.hero (messages/hero.ts).
 */
import { countOf, formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const APP = 'Kiraya';

const english = {
  sections: {
    recent: { title: 'Recently Listed', subtitle: 'Fresh arrivals from your local community' },
    featured: { title: 'Featured Rentals', subtitle: 'Verified and highly rated by our community' },
    popular: { title: 'Most Popular', subtitle: 'Items that are rented most frequently' },
    activity: { title: 'Your Activity', subtitle: 'Items you viewed recently' },
    seeMore: 'See more',
    seeMoreLabel: (section: string) => `See more ${section}`,
    empty: 'No items available at the moment.',
    loading: 'Loading items...',
  },
  card: {
    untitled: 'Untitled Item',
    noLocation: 'Location not specified',
    anonymous: 'Anonymous',
    negotiable: 'Price Negotiable',
    noReviews: 'No reviews yet',
    /** `average` comes formatted (intl.ts formatRating). */
    rating: (average: string, count: number) => `Rated ${average} out of 5 from ${countOf(count, { one: 'review', other: 'reviews' }, 'en')}`,
    listedBy: 'Listed by',
    call: 'Call',
    callOwner: (owner: string) => `Call ${owner}`,
    // The card's call action without a phone: visibly unavailable, and its name says why.
    callUnavailable: (owner: string) => `Call ${owner}: no phone number`,
    viewDetails: 'View Details',
    /** A near-me result's distance from the search's point, in whole km (item-distance.ts rounds it). */
    distance: (km: number) => `${formatNumber(km, 'en')} km away`,
    distanceUnderOne: 'Less than 1 km away',
    availability: { available: 'Available', rented: 'Rented', unavailable: 'Unavailable' },
    /** On the photo of a listing in Featured Rentals (its owner's paid plan, or picked by hand). */
    featured: 'Featured',
    noPhoneTitle: 'No phone number',
    noPhone: (owner: string) => `Contact information not available. Please use the messaging system to reach ${owner}.`,
    ok: 'OK',
  },
  favorites: {
    add: (title: string) => `Add ${title} to favorites`,
    remove: (title: string) => `Remove ${title} from favorites`,
    added: 'Added to favorites',
    removed: 'Removed from favorites',
  },
  category: {
    back: 'Back',
    // "N item(s) available", with N grouped the Indian way.
    count: (n: number) => `${formatNumber(n, 'en')} item(s) available`,
    empty: 'No items in this category yet.',
    emptyText: 'Be the first to list something here.',
    listYourItem: 'List Your Item',
    notFound: 'Category Not Found',
    notFoundText: 'The category you are looking for does not exist.',
    backHome: 'Back to Home',
    loading: 'Loading category...',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
  },
  search: {
    titles: {
      recent: { title: 'Recently Listed', subtitle: 'Fresh arrivals from your local community' },
      featured: { title: 'Featured Rentals', subtitle: 'Verified and highly rated by our community' },
      popular: { title: 'Most Popular', subtitle: 'Items that are rented most frequently' },
    },
    resultsTitle: 'Search Results',
    showingResultsFor: (q: string) => `Showing results for: "${q}"`,
    inLocation: (location: string) => ` in "${location}"`,
    allItems: 'Showing all items',
    allItemsIn: (location: string) => `Showing all items in "${location}"`,
    clearFilter: 'Clear Filter',
    empty: 'No items found',
    emptyText: 'Try other words, or browse everything on offer.',
    browseAll: 'Browse All Items',
    loading: 'Loading items...',
    failed: 'Failed to fetch items',
    retry: 'Try again',
    /** Offline, for a search this device has not made before (one made before shows what it saved). */
    offlineTitle: 'You are offline',
    offlineText: 'This search has not been saved on this device yet. It runs by itself when you are back online; the listings you have seen are still here.',
    tooLong: 'Search text too long',
    textTooLong: (max: number) => `Search for at most ${max} characters: shorten the text and search again.`,
    locationTooLong: (max: number) => `A location has at most ${max} characters: shorten it and search again.`,
    loadMore: 'Load more',
    loadingMore: 'Loading...',
  },
  item: {
    loading: 'Loading item details...',
    notFound: 'Item not found',
    notFoundText: 'It may have been removed by its owner.',
    backHome: 'Back to Home',
    offlineTitle: 'You are offline',
    offlineText: 'This item has not been saved on this device yet. Connect to the internet to see it.',
    videoBadge: 'Video',
    showMedia: (n: number, total: number) => `Show picture ${n} of ${total}`,
    showVideo: 'Show the video',
    /** The last thumbnail when more media than thumbnails exist: "+2" on it, and this for its name. */
    moreMedia: (n: number) => `+${n}`,
    showMediaAndMore: (n: number, total: number, more: number) => `Show picture ${n} of ${total} (${more} more not shown here)`,
    thumbnailOf: (n: number, total: number, title: string) => `Photo ${n} of ${total}: ${title}`,
    photoOf: (title: string) => `Photo of ${title}`,
    openGallery: (title: string) => `Open the photos of ${title}`,
    gallery: {
      title: (title: string) => `Photos of ${title}`,
      counter: (n: number, total: number) => `${n} of ${total}`,
      previous: 'Previous image',
      next: 'Next image',
      close: 'Close gallery',
    },
    description: 'Description',
    ownerHeading: 'Owner',
    ownerFallback: 'Item Owner',
    verified: 'Verified owner',
    whatsApp: 'WhatsApp',
    callOwner: 'Call Owner',
    messageOwner: 'Message Owner',
    noPhone: 'Phone contact not available. Use messaging below.',
    ownListing: 'This is your listing',
    ownListingText: 'Renters reach you from here. Their messages appear in Messages.',
    editListing: 'Edit',
    openMessages: 'Messages',
    whatsAppText: (owner: string, title: string, price: string) =>
      `Hi ${owner}, I'm interested in renting your "${title}" (${price}) that I found on ${APP}. Is it available?`,
    negotiablePrice: 'Negotiable price',
    similarTitle: 'Similar Listings',
    similarEmpty: 'No similar listings found in this category and location.',
    similarEmptyText: 'Check back later for more listings like this one.',
  },
  howItWorks: {
    title: 'How It Works',
    subtitle: `Renting on ${APP} takes four simple steps`,
    steps: [
      { title: 'Browse & Search', text: 'Find what you need by category, by name or near your city.' },
      { title: 'Contact Owner', text: 'Call, WhatsApp or message the owner to ask questions.' },
      { title: 'Book & Schedule', text: 'Agree on the dates and the price that suit you both.' },
      { title: 'Safe Exchange', text: 'Meet in a safe place, check the item and pay the owner.' },
    ],
    listTitle: 'Have something to rent out?',
    listText: 'List your bike, camera, room or tools for free and earn from things you already own.',
    listPoints: ['Free listings', 'Reach renters near you', 'You set the price'],
    browseCta: 'Browse Items Now',
    listCta: 'List Your First Item',
  },
  footer: {
    label: 'Site footer',
    about: 'A trusted marketplace for renting out and renting in, across India.',
    explore: 'Explore',
    browse: 'Browse Categories',
    howItWorks: 'How It Works',
    listItem: 'List Your Item',
    /** The footer's own words for the link to /support (the page's copy loads with the page). */
    support: 'Contact support',
    copyright: (year: number) => `© ${year} ${APP}. Made for local communities.`,
    // GeoNames' licence (CC BY 4.0) asks for credit, with a link, wherever its data is used.
    cityData: {
      before: 'City names and locations from ',
      source: 'GeoNames',
      sourceUrl: 'https://www.geonames.org/',
      between: ', licensed under ',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
      after: '.',
    },
  },
  scrollToTop: 'Scroll to top',
  offline: {
    savedAgo: (age: string) => `You are offline. Showing what was saved ${age}.`,
    /** Under a minute; older ages are Intl's relative times (intl.ts formatRelativeTime). */
    justNow: 'just now',
  },
} as const;

export type BrowseMessages = Copy<typeof english>;
export const browseMessages: BrowseMessages = await localized<BrowseMessages>(english, () => import('./hi/browse.ts'));
