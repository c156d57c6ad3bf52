/** The icon for a category, by slug (the 17 categories); a parcel for any other. */
import {
  Bike,
  BedDouble,
  BookOpen,
  Bus,
  Camera,
  Car,
  CarTaxiFront,
  HardHat,
  IdCard,
  Laptop,
  Motorbike,
  Package,
  PartyPopper,
  Shapes,
  Shirt,
  Smartphone,
  Sofa,
  Truck,
  type LucideIcon,
} from 'lucide-react';

const bySlug: Readonly<Record<string, LucideIcon>> = {
  bikes: Motorbike,
  cars: Car,
  cameras: Camera,
  mobiles: Smartphone,
  laptops: Laptop,
  'room-rentals': BedDouble,
  'event-accessories': PartyPopper,
  buses: Bus,
  autos: CarTaxiFront,
  cycles: Bike,
  'electronic-home-accessories': Sofa,
  books: BookOpen,
  clothing: Shirt,
  'commercial-vehicles': Truck,
  drivers: IdCard,
  'hard-workers': HardHat,
  other: Shapes,
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = bySlug[slug] ?? Package;
  return <Icon aria-hidden className={className} />;
}
