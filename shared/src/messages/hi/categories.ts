/** हिन्दी: the categories' names, by slug (messages/categories.ts). */
import type { CategoryMessages } from '../categories.ts';

const hindi: CategoryMessages = {
  names: {
    bikes: 'बाइक',
    cars: 'कार',
    cameras: 'कैमरा',
    mobiles: 'मोबाइल',
    laptops: 'लैपटॉप',
    'room-rentals': 'किराए के कमरे',
    'event-accessories': 'इवेंट का सामान',
    buses: 'बस',
    autos: 'ऑटो',
    cycles: 'साइकिल',
    'electronic-home-accessories': 'इलेक्ट्रॉनिक और घर का सामान',
    books: 'किताबें',
    clothing: 'कपड़े',
    'commercial-vehicles': 'कमर्शियल गाड़ियाँ',
    drivers: 'ड्राइवर',
    'hard-workers': 'मेहनती कामगार',
    other: 'अन्य',
  },
};

export default hindi;
