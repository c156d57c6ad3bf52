/**
 * The words of renting as people type them in Hindi (Devanagari), Hinglish (Hindi in Latin letters)
 * and English, against the English words listings and category names are indexed by. Every category's
 * Hindi name is covered word by word (a test checks each one finds its category). Lower case, NFC.
 */

/**
 * [the English words the index knows, the other words people type for them]. A word typed from either
 * list searches for itself or any of the group's English words; a word may sit in two groups (गाड़ी is
 * a car and a vehicle). Phrases of up to three words are matched before their single words.
 */
export const SYNONYM_GROUPS: ReadonlyArray<readonly [terms: readonly string[], words: readonly string[]]> = [
  // Vehicles
  [['vehicle'], ['वाहन', 'गाड़ी', 'गाडी', 'गाड़ियाँ', 'गाड़ियां', 'गाडियाँ', 'गाडियां', 'gaadi', 'gadi', 'gaddi', 'gaadiyan', 'vahan', 'vaahan']],
  [['car'], ['कार', 'गाड़ी', 'गाडी', 'गाड़ियाँ', 'गाड़ियां', 'गाडियाँ', 'गाडियां', 'gaadi', 'gadi', 'gaddi', 'gaadiyan', 'taxi', 'टैक्सी']],
  [['bike', 'motorcycle', 'motorbike'], ['बाइक', 'बाईक', 'मोटरसाइकिल', 'मोटरसाइकल', 'मोटर साइकिल', 'मोटर साइकल', 'मोटरबाइक', 'motor cycle', 'motor bike', 'baik']],
  [['scooter'], ['स्कूटर', 'स्कूटी', 'scooty', 'scootey', 'scutter']],
  [['cycle', 'bicycle'], ['साइकिल', 'साईकिल', 'साइकल', 'सायकल', 'सायकिल', 'saikil', 'saikal', 'cycal', 'cykle', 'e cycle']],
  [['auto', 'rickshaw'], ['ऑटो', 'आटो', 'ओटो', 'रिक्शा', 'ऑटो रिक्शा', 'autorickshaw', 'riksha', 'rikshaw']],
  // The stemmer makes "buses" 'buse' but "bus" 'bus': both are asked for.
  [['bus', 'buses'], ['बस', 'मिनी बस']],
  [['commercial'], ['कमर्शियल', 'कमर्शिअल', 'व्यावसायिक']],
  [['tempo'], ['टेम्पो', 'टेंपो']],
  [['truck'], ['ट्रक', 'lorry', 'लॉरी']],
  [['tractor'], ['ट्रैक्टर', 'ट्रेक्टर']],
  [['pickup'], ['पिकअप']],
  [['driver'], ['ड्राइवर', 'ड्राईवर', 'चालक', 'chalak']],
  // Cameras, phones and computers
  [['camera'], ['कैमरा', 'कैमेरा', 'केमरा', 'camara']],
  // The stemmer makes "lens" 'len' but "lenses" 'lens': both are asked for.
  [['lens', 'lenses'], ['लेंस', 'लैंस']],
  [['drone'], ['ड्रोन']],
  [['tripod'], ['ट्राइपॉड', 'ट्राइपोड']],
  [['phone', 'mobile'], ['फ़ोन', 'फोन', 'मोबाइल', 'मोबाईल', 'स्मार्टफ़ोन', 'स्मार्टफोन', 'smartphone', 'mobail']],
  [['tablet'], ['टैबलेट', 'टेबलेट']],
  [['laptop'], ['लैपटॉप', 'लैपटाप', 'लेपटॉप', 'लेपटोप']],
  [['computer'], ['कंप्यूटर', 'कम्प्यूटर']],
  [['electronic'], ['इलेक्ट्रॉनिक', 'इलेक्ट्रोनिक', 'इलेक्ट्रॉनिक्स', 'इलेक्ट्रोनिक्स', 'electronics']],
  [['projector'], ['प्रोजेक्टर']],
  [['speaker'], ['स्पीकर']],
  [['sound'], ['साउंड', 'साउण्ड']],
  [['tv', 'television'], ['टीवी', 'टी वी', 'टेलीविज़न', 'टेलीविजन']],
  [['fridge', 'refrigerator'], ['फ्रिज', 'फ़्रिज', 'फ्रिज़']],
  [['washing'], ['वॉशिंग', 'वाशिंग']],
  [['machine'], ['मशीन']],
  [['cooler'], ['कूलर']],
  [['generator'], ['जनरेटर', 'जेनरेटर']],
  [['inverter'], ['इन्वर्टर', 'इनवर्टर']],
  // Home, tools and rooms
  [['home'], ['घर', 'ghar']],
  [['accessory', 'equipment'], ['सामान', 'saman', 'samaan', 'gear']],
  [['furniture'], ['फर्नीचर', 'फ़र्नीचर']],
  [['sofa'], ['सोफ़ा', 'सोफा', 'सोफ़े', 'सोफे']],
  [['bed'], ['बेड', 'पलंग', 'चारपाई', 'palang', 'charpai']],
  [['chair'], ['कुर्सी', 'कुर्सियाँ', 'कुर्सियां', 'kursi']],
  [['table'], ['टेबल', 'मेज़', 'मेज', 'mez']],
  [['tool'], ['औज़ार', 'औजार', 'टूल', 'auzar', 'aujar', 'ozar']],
  [['drill'], ['ड्रिल']],
  [['ladder'], ['सीढ़ी', 'सीढी', 'seedhi', 'sidhi']],
  [['room'], ['कमरा', 'कमरे', 'रूम', 'kamra', 'kamre', 'kamara']],
  [['flat', 'apartment'], ['फ्लैट', 'फ़्लैट', 'अपार्टमेंट']],
  [['house'], ['मकान', 'makan', 'makaan']],
  [['pg', 'hostel'], ['पीजी', 'हॉस्टल', 'होस्टल']],
  // Events and clothes
  [['event'], ['इवेंट', 'ईवेंट', 'समारोह', 'event gear', 'event saman', 'event samaan']],
  [['wedding'], ['शादी', 'विवाह', 'shaadi', 'shadi', 'vivah', 'marriage']],
  [['tent', 'shamiana'], ['टेंट', 'तंबू', 'तम्बू', 'शामियाना', 'tambu', 'shamiyana']],
  [['dj'], ['डीजे']],
  [['light'], ['लाइट', 'लाईट', 'रोशनी']],
  [['decoration'], ['सजावट', 'डेकोरेशन', 'sajawat', 'decor']],
  [['clothing'], ['कपड़े', 'कपड़ा', 'कपडे', 'कपडा', 'kapde', 'kapda', 'kapre', 'clothes']],
  [['lehenga'], ['लहंगा', 'लेहंगा', 'lehnga', 'lahanga']],
  [['sherwani'], ['शेरवानी']],
  [['saree', 'sari'], ['साड़ी', 'साडी']],
  // Books and people
  [['book'], ['किताब', 'किताबें', 'पुस्तक', 'पुस्तकें', 'kitab', 'kitaab', 'kitabe', 'kitaben']],
  [['hard'], ['मेहनती', 'mehnati']],
  [['worker', 'labourer', 'helper'], ['कामगार', 'मज़दूर', 'मजदूर', 'हेल्पर', 'majdoor', 'mazdoor', 'labour', 'labor', 'laborer']],
  [['electrician'], ['इलेक्ट्रीशियन', 'बिजली मिस्त्री']],
  [['plumber'], ['प्लंबर', 'प्लम्बर']],
  [['carpenter'], ['बढ़ई', 'बढई', 'कारपेंटर']],
];

/**
 * Words that say "for rent" and nothing about what: every listing is for rent, so a search drops them
 * ("cycle kiraye par" searches for cycles). A search of nothing else searches for them as typed.
 */
export const NOISE_WORDS: readonly string[] = [
  'rent', 'rents', 'renting', 'hire', 'on rent', 'for rent', 'on hire', 'for hire',
  'kiraya', 'kiraaya', 'kiraye', 'kiraaye', 'kirae', 'kiraya par', 'kiraye par', 'kiraye pe', 'kirae par', 'bhada', 'bhade', 'bhaade',
  'किराया', 'किराए', 'किराये', 'किराऐ', 'भाड़ा', 'भाड़े', 'भाडा', 'भाडे',
  'par', 'pe', 'chahiye', 'chaiye', 'lena', 'dena', 'ke liye', 'liye', 'ka', 'ki', 'ke', 'mein', 'me', 'aur',
  'पर', 'पे', 'चाहिए', 'चाहिये', 'लेना', 'देना', 'के लिए', 'के लिये', 'लिए', 'लिये', 'का', 'की', 'के', 'में', 'मे', 'और', 'एक', 'है', 'हैं',
];

/**
 * Cities by their Hindi names, to the English name listings are located by. The city list has Latin
 * names only; these are the cities most listings are in.
 */
export const HINDI_CITY_NAMES: Readonly<Record<string, string>> = {
  मुंबई: 'Mumbai',
  मुम्बई: 'Mumbai',
  दिल्ली: 'Delhi',
  'नई दिल्ली': 'New Delhi',
  बेंगलुरु: 'Bengaluru',
  बेंगलूरु: 'Bengaluru',
  बैंगलोर: 'Bengaluru',
  हैदराबाद: 'Hyderabad',
  अहमदाबाद: 'Ahmedabad',
  चेन्नई: 'Chennai',
  कोलकाता: 'Kolkata',
  पुणे: 'Pune',
  पूना: 'Pune',
  जयपुर: 'Jaipur',
  लखनऊ: 'Lucknow',
  कानपुर: 'Kanpur',
  नागपुर: 'Nagpur',
  इंदौर: 'Indore',
  भोपाल: 'Bhopal',
  पटना: 'Patna',
  वडोदरा: 'Vadodara',
  लुधियाना: 'Ludhiana',
  आगरा: 'Agra',
  नाशिक: 'Nashik',
  वाराणसी: 'Varanasi',
  गुरुग्राम: 'Gurugram',
  गुड़गांव: 'Gurugram',
  नोएडा: 'Noida',
  चंडीगढ़: 'Chandigarh',
  कोटा: 'Kota',
  सूरत: 'Surat',
  ठाणे: 'Thane',
  देहरादून: 'Dehradun',
  प्रयागराज: 'Prayagraj',
  इलाहाबाद: 'Prayagraj',
};
