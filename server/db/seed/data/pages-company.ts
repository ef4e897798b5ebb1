import type { Localized, SeedPage } from './types.ts'
import { addressDe, addressEn, infoMail, jobsEmail, mail, tel } from './pages-shared.ts'

// The demo shop's pages about the company: about us, careers, contact, team.

const aboutUs: SeedPage = {
  key: 'about-us',
  title: { de: 'Über uns', en: 'About us' },
  slug: { de: 'ueber-uns', en: 'about-us' },
  metaDescription: {
    de: 'Messebau Nordlicht: seit 1998 Hersteller von Messedisplays und Werbetechnik mit eigener Produktion in Bielefeld, 24-Stunden-Service und kostenlosem Druckdatencheck.',
    en: 'Messebau Nordlicht: manufacturer of exhibition displays and advertising technology since 1998, with its own production in Bielefeld, 24-hour service and a free print-data check.',
  },
  body: {
    de: `<h2>Displays aus Bielefeld – seit 1998</h2>
<p>Was 1998 als kleine Werkstatt für Messebau in Bielefeld-Sennestadt begann, ist heute einer der führenden Hersteller mobiler Werbe- und Messesysteme in Ostwestfalen. Unter der Marke Nordlicht Displays liefern wir Roll-Ups, Messewände, Theken, Beachflags, Banner und Zubehör an Agenturen, Messebauer, Mittelständler, Hochschulen und Behörden in ganz Europa.</p>
<h2>Unsere Geschichte</h2>
<ul>
<li><strong>1998</strong> – Gründung als Messebau-Werkstatt mit drei Mitarbeitenden.</li>
<li><strong>2004</strong> – der erste großformatige Digitaldrucker zieht ein; Roll-Ups und Banner entstehen seitdem im eigenen Haus.</li>
<li><strong>2011</strong> – Umzug an die Industriestraße 12 mit 4.000 m² Produktions- und Lagerfläche.</li>
<li><strong>2015</strong> – Start des Onlineshops und Aufbau der eigenen Textildruckerei mit Näherei.</li>
<li><strong>2019</strong> – Einführung der 24-Stunden-Produktion für unsere meistverkauften Displays.</li>
<li><strong>2023</strong> – Photovoltaikanlage auf dem Hallendach: Ein Großteil unseres Stroms stammt seitdem vom eigenen Dach.</li>
</ul>
<h2>Eigene Produktion in Bielefeld</h2>
<p>Druck, Konfektion und Montage liegen bei uns unter einem Dach. Auf UV-, Latex- und Sublimationsdruckern bedrucken wir Folien, Planen, Mesh und Textilien bis 5 m Breite; in unserer Näherei entstehen Keder, Hohlsäume und Ösen; in der Montage bestücken wir Kassetten und Rahmen. So behalten wir Qualität und Termine selbst in der Hand – und Sie haben einen Ansprechpartner vom Angebot bis zur Lieferung.</p>
<h2>24-Stunden-Produktion</h2>
<p>Die Messe ist morgen? Für viele Produkte bieten wir eine 24-Stunden-Produktion an: Gehen Bestellung und freigegebene Druckdaten werktags bis {{order_cutoff}} ein, verlässt Ihr Display am nächsten Werktag unser Haus.</p>
<h2>Kostenloser Druckdatencheck</h2>
<p>Jede Druckdatei prüfen unsere Mediengestalter vor der Produktion kostenlos auf Format, Beschnitt, Auflösung und Farbmodus. Fällt uns etwas auf, melden wir uns, bevor gedruckt wird – damit Ihr Motiv genau so aussieht, wie Sie es sich vorstellen.</p>
<h2>Unsere Werte</h2>
<p>Heute arbeiten rund 45 Menschen bei Nordlicht. Wir setzen auf langlebige Systeme mit Ersatzdrucken statt Wegwerfdisplays, auf kurze Wege und auf persönliche Beratung. Lernen Sie unser <a href="/pages/team">Team</a> kennen oder besuchen Sie uns nach Absprache in unserem Showroom in Bielefeld.</p>`,
    en: `<h2>Displays from Bielefeld – since 1998</h2>
<p>What started in 1998 as a small exhibition-stand workshop in Bielefeld-Sennestadt has become one of the leading manufacturers of portable advertising and exhibition systems in Eastern Westphalia. Under the Nordlicht Displays brand we supply roll-ups, exhibition walls, counters, beach flags, banners and accessories to agencies, stand builders, medium-sized companies, universities and public authorities throughout Europe.</p>
<h2>Our history</h2>
<ul>
<li><strong>1998</strong> – founded as an exhibition-stand workshop with three employees.</li>
<li><strong>2004</strong> – our first large-format digital printer arrives; since then we have made roll-ups and banners in-house.</li>
<li><strong>2011</strong> – move to Industriestraße 12 with 4,000 m² of production and storage space.</li>
<li><strong>2015</strong> – launch of the online shop and of our own textile print shop with sewing room.</li>
<li><strong>2019</strong> – introduction of 24-hour production for our best-selling displays.</li>
<li><strong>2023</strong> – solar panels on the factory roof: since then most of our electricity has come from our own roof.</li>
</ul>
<h2>Our own production in Bielefeld</h2>
<p>Printing, finishing and assembly all take place under one roof. On UV, latex and dye-sublimation printers we print films, tarpaulins, mesh and fabrics up to 5 m wide; our sewing room produces silicone edges, pole pockets and eyelets; and our assembly team fits cassettes and frames. This keeps quality and deadlines in our own hands – and gives you one contact from quotation to delivery.</p>
<h2>24-hour production</h2>
<p>Is the trade fair tomorrow? For many products we offer 24-hour production: if your order and approved print data reach us by {{order_cutoff}} on a working day, your display leaves our premises on the next working day.</p>
<h2>Free print-data check</h2>
<p>Before production, our media designers check every print file free of charge for format, bleed, resolution and colour mode. If we notice anything, we get in touch before printing – so that your design looks exactly as you imagined.</p>
<h2>Our values</h2>
<p>Today around 45 people work at Nordlicht. We focus on durable systems with replacement prints instead of throwaway displays, on short distances and on personal advice. Meet our <a href="/en/pages/team">team</a> or visit our showroom in Bielefeld by appointment.</p>`,
  },
}

const jobs: SeedPage = {
  key: 'jobs',
  title: { de: 'Karriere', en: 'Careers' },
  slug: { de: 'karriere', en: 'careers' },
  metaDescription: {
    de: 'Jobs bei Messebau Nordlicht in Bielefeld: offene Stellen in Druckvorstufe, Textilkonfektion und Vertriebsinnendienst.',
    en: 'Jobs at Messebau Nordlicht in Bielefeld: open positions in prepress, textile finishing and inside sales.',
  },
  body: {
    de: `<p>Wir wachsen und suchen Verstärkung für unser Team in Bielefeld. Bei uns erwarten Sie ein moderner Maschinenpark, kurze Entscheidungswege und Kolleginnen und Kollegen, die gemeinsam anpacken, wenn es vor einer großen Messe einmal eng wird.</p>
<h2>Mediengestalter Digital und Print (m/w/d) – Druckvorstufe</h2>
<p>Vollzeit, unbefristet, ab sofort</p>
<h3>Ihre Aufgaben</h3>
<ul>
<li>Prüfung und Aufbereitung eingehender Kundendaten für den Großformatdruck</li>
<li>Erstellung von Korrekturabzügen und Abstimmung mit Kunden per Telefon und E-Mail</li>
<li>Anlage von Druckaufträgen und Farbmanagement für UV-, Latex- und Sublimationsdruck</li>
</ul>
<h3>Ihr Profil</h3>
<ul>
<li>Abgeschlossene Ausbildung als Mediengestalter/in oder vergleichbare Qualifikation</li>
<li>Sicherer Umgang mit Adobe InDesign, Illustrator, Photoshop und Acrobat</li>
<li>Sorgfalt, Termintreue und Freude am Kundenkontakt</li>
</ul>
<h2>Produktionsmitarbeiter Textilkonfektion (m/w/d)</h2>
<p>Vollzeit oder Teilzeit, Frühschicht</p>
<h3>Ihre Aufgaben</h3>
<ul>
<li>Zuschnitt und Konfektion bedruckter Stoffe: Keder, Hohlsäume, Tunnelzüge</li>
<li>Bedienung unserer Industrienähmaschinen und des Heißschneiders</li>
<li>Qualitätskontrolle und Verpackung fertiger Textildrucke</li>
</ul>
<h3>Ihr Profil</h3>
<ul>
<li>Erfahrung im Nähen, gern als Maßschneider/in, Raumausstatter/in oder Textilfachkraft</li>
<li>Handwerkliches Geschick und ein gutes Auge für saubere Verarbeitung</li>
</ul>
<h2>Kundenberater im Vertriebsinnendienst (m/w/d)</h2>
<p>Vollzeit, unbefristet</p>
<h3>Ihre Aufgaben</h3>
<ul>
<li>Beratung von Geschäftskunden zu Displays, Messesystemen und Materialien</li>
<li>Erstellung von Angeboten und Betreuung von Aufträgen von der Anfrage bis zur Auslieferung</li>
<li>Enge Zusammenarbeit mit Druckvorstufe, Produktion und Versand</li>
</ul>
<h3>Ihr Profil</h3>
<ul>
<li>Kaufmännische Ausbildung, idealerweise Erfahrung in Druck, Werbetechnik oder Messebau</li>
<li>Gute Englischkenntnisse; weitere Sprachen sind ein Plus</li>
</ul>
<h2>Was wir bieten</h2>
<ul>
<li>Unbefristete Verträge, 30 Urlaubstage und flexible Arbeitszeiten</li>
<li>JobRad, Zuschuss zum Deutschlandticket und betriebliche Altersvorsorge</li>
<li>Strukturierte Einarbeitung und regelmäßige Weiterbildungen</li>
<li>Kostenlose Parkplätze, Getränke und frisches Obst</li>
</ul>
<h2>Bewerbung</h2>
<p>Senden Sie uns Ihre Unterlagen mit Gehaltsvorstellung und frühestmöglichem Eintrittstermin an ${mail(jobsEmail)}. Ihre Ansprechpartnerin ist Aylin Demir. Wir freuen uns auch über Initiativbewerbungen und Anfragen für Ausbildungsplätze.</p>`,
    en: `<p>We are growing and are looking for new colleagues for our team in Bielefeld. We offer modern machinery, short decision-making paths and colleagues who pull together when things get busy before a big trade fair.</p>
<h2>Media designer, digital and print (m/f/d) – prepress</h2>
<p>Full-time, permanent, starting immediately</p>
<h3>Your tasks</h3>
<ul>
<li>Checking and preparing incoming customer files for large-format printing</li>
<li>Creating proofs and coordinating with customers by phone and e-mail</li>
<li>Setting up print jobs and colour management for UV, latex and dye-sublimation printing</li>
</ul>
<h3>Your profile</h3>
<ul>
<li>Completed vocational training as a media designer or a comparable qualification</li>
<li>Confident use of Adobe InDesign, Illustrator, Photoshop and Acrobat</li>
<li>Care, reliability with deadlines and enjoyment of customer contact</li>
</ul>
<h2>Production operative, textile finishing (m/f/d)</h2>
<p>Full-time or part-time, early shift</p>
<h3>Your tasks</h3>
<ul>
<li>Cutting and finishing printed fabrics: silicone edges, pole pockets, drawstring channels</li>
<li>Operating our industrial sewing machines and hot cutter</li>
<li>Quality control and packing of finished fabric prints</li>
</ul>
<h3>Your profile</h3>
<ul>
<li>Sewing experience, ideally as a tailor, upholsterer or textile specialist</li>
<li>Manual dexterity and a good eye for clean workmanship</li>
</ul>
<h2>Inside sales account manager (m/f/d)</h2>
<p>Full-time, permanent</p>
<h3>Your tasks</h3>
<ul>
<li>Advising business customers on displays, exhibition systems and materials</li>
<li>Preparing quotations and managing orders from enquiry to delivery</li>
<li>Working closely with prepress, production and shipping</li>
</ul>
<h3>Your profile</h3>
<ul>
<li>Commercial training, ideally with experience in printing, sign-making or exhibition stand construction</li>
<li>Good German and English; further languages are a plus</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>Permanent contracts, 30 days’ holiday and flexible working hours</li>
<li>Company bike leasing, a subsidy for the Deutschlandticket and a company pension scheme</li>
<li>Structured onboarding and regular training</li>
<li>Free parking, drinks and fresh fruit</li>
</ul>
<h2>How to apply</h2>
<p>Please send your application, including your salary expectations and earliest possible start date, to ${mail(jobsEmail)}. Your contact is Aylin Demir. We also welcome speculative applications and enquiries about apprenticeships.</p>`,
  },
}

const contact: SeedPage = {
  key: 'contact',
  title: { de: 'Kontakt', en: 'Contact' },
  slug: { de: 'kontakt', en: 'contact' },
  metaDescription: {
    de: 'So erreichen Sie Nordlicht Displays: Telefon, E-Mail, Öffnungszeiten und Anfahrt zu unserer Produktion in Bielefeld.',
    en: 'How to reach Nordlicht Displays: phone, e-mail, opening hours and directions to our production site in Bielefeld.',
  },
  body: {
    de: `<p>Sie haben Fragen zu einem Produkt, zu Ihren Druckdaten oder zu einer Bestellung? Unser Kundenservice ist gern für Sie da.</p>
<h2>Anschrift</h2>
${addressDe}
<h2>Telefon und E-Mail</h2>
<p>Telefon: ${tel}<br>E-Mail: ${infoMail}</p>
<p>Bitte geben Sie bei Fragen zu einer bestehenden Bestellung Ihre Bestellnummer an – so können wir Ihnen schneller helfen.</p>
<h2>Öffnungszeiten</h2>
<table>
<thead><tr><th>Tage</th><th>Erreichbar</th></tr></thead>
<tbody>
<tr><td>Werktags</td><td>{{opening_hours}}</td></tr>
<tr><td>Samstag, Sonntag und Feiertage</td><td>geschlossen</td></tr>
</tbody>
</table>
<p>Selbstabholung ist nach Benachrichtigung über die Fertigstellung montags bis freitags von 08:30 bis 16:30 Uhr möglich. Unseren Showroom besuchen Sie gern nach vorheriger Terminvereinbarung.</p>
<h2>Anfahrt</h2>
<h3>Mit dem Auto</h3>
<p>Über die A2 (Ausfahrt Bielefeld-Ost) oder die A33 erreichen Sie uns in etwa zehn Minuten. Folgen Sie der Beschilderung „Gewerbegebiet Industriestraße“. Besucherparkplätze befinden sich direkt vor dem Haupteingang; Lkw-Anlieferung über das Tor 2.</p>
<h3>Mit öffentlichen Verkehrsmitteln</h3>
<p>Vom Hauptbahnhof Bielefeld fahren Sie mit dem Bus bis zur Haltestelle „Industriestraße“ (ca. 20 Minuten). Von dort sind es drei Minuten zu Fuß.</p>`,
    en: `<p>Do you have questions about a product, your print data or an order? Our customer service team will be happy to help.</p>
<h2>Address</h2>
${addressEn}
<h2>Phone and e-mail</h2>
<p>Phone: ${tel}<br>E-mail: ${infoMail}</p>
<p>If your question concerns an existing order, please quote your order number so that we can help you more quickly.</p>
<h2>Opening hours</h2>
<table>
<thead><tr><th>Days</th><th>Open</th></tr></thead>
<tbody>
<tr><td>Working days</td><td>{{opening_hours}}</td></tr>
<tr><td>Saturday, Sunday and public holidays</td><td>closed</td></tr>
</tbody>
</table>
<p>Once we have told you that your order is ready, you can collect it Monday to Friday from 08:30 to 16:30. You are welcome to visit our showroom by appointment.</p>
<h2>Directions</h2>
<h3>By car</h3>
<p>From the A2 motorway (exit Bielefeld-Ost) or the A33 you can reach us in about ten minutes. Follow the signs for “Gewerbegebiet Industriestraße”. Visitor parking is directly in front of the main entrance; lorry deliveries via gate 2.</p>
<h3>By public transport</h3>
<p>From Bielefeld central station, take the bus to the “Industriestraße” stop (approx. 20 minutes). From there it is a three-minute walk.</p>`,
  },
}

interface TeamMember {
  name: string
  role: Localized
  extension: string
  text: Localized
}

const teamMembers: TeamMember[] = [
  {
    name: 'Jana Brinkmann',
    role: {
      de: 'Geschäftsführerin – Vertrieb und Marketing',
      en: 'Managing Director – Sales and Marketing',
    },
    extension: '10',
    text: {
      de: 'Jana ist seit 2009 im Unternehmen und kennt die Wünsche unserer Agentur- und Industriekunden aus unzähligen Messeprojekten.',
      en: 'Jana joined the company in 2009 and knows what our agency and industrial customers need from countless trade-fair projects.',
    },
  },
  {
    name: 'Tobias Kehl',
    role: {
      de: 'Geschäftsführer – Produktion und Technik',
      en: 'Managing Director – Production and Technology',
    },
    extension: '11',
    text: {
      de: 'Der gelernte Drucker und Wirtschaftsingenieur sorgt dafür, dass unsere Maschinen laufen und die 24-Stunden-Produktion hält, was sie verspricht.',
      en: 'A trained printer and industrial engineer, Tobias makes sure our machines keep running and our 24-hour production keeps its promise.',
    },
  },
  {
    name: 'Aylin Demir',
    role: { de: 'Leitung Kundenservice und Personal', en: 'Head of Customer Service and HR' },
    extension: '20',
    text: {
      de: 'Aylin und ihr Team beantworten Ihre Anfragen, erstellen Angebote und behalten jede Bestellung bis zur Auslieferung im Blick.',
      en: 'Aylin and her team answer your enquiries, prepare quotations and keep an eye on every order until it is delivered.',
    },
  },
  {
    name: 'Marek Nowak',
    role: { de: 'Druckvorstufe und Druckdatencheck', en: 'Prepress and Print-Data Check' },
    extension: '30',
    text: {
      de: 'Marek prüft Ihre Druckdaten, bevor sie in Produktion gehen, und findet für fast jedes Datenproblem eine Lösung.',
      en: 'Marek checks your print data before it goes into production and finds a solution for almost any file problem.',
    },
  },
  {
    name: 'Sophie Albers',
    role: { de: 'Produktionsleitung Textildruck', en: 'Production Manager, Fabric Printing' },
    extension: '40',
    text: {
      de: 'Sophie verantwortet Sublimationsdruck und Näherei – von der Farbabstimmung bis zum sauber vernähten Keder.',
      en: 'Sophie is responsible for dye-sublimation printing and the sewing room – from colour matching to neatly stitched silicone edges.',
    },
  },
  {
    name: 'Lukas Fischer',
    role: {
      de: 'Key-Account-Manager Agenturen und Messebauer',
      en: 'Key Account Manager, Agencies and Stand Builders',
    },
    extension: '21',
    text: {
      de: 'Lukas betreut Wiederverkäufer und Großkunden und plant mit Ihnen auch komplette Messestände aus unseren Systemen.',
      en: 'Lukas looks after resellers and major customers and also plans complete exhibition stands from our systems with you.',
    },
  },
  {
    name: 'Henrik Meyer',
    role: { de: 'Versand und Logistik', en: 'Shipping and Logistics' },
    extension: '50',
    text: {
      de: 'Henrik sorgt dafür, dass Ihre Displays sicher verpackt und pünktlich auf den Weg gebracht werden – per Paket oder Spedition.',
      en: 'Henrik makes sure your displays are packed securely and dispatched on time – by parcel or freight forwarder.',
    },
  },
  {
    name: 'Clara Becker',
    role: { de: 'E-Commerce und Online-Marketing', en: 'E-Commerce and Online Marketing' },
    extension: '15',
    text: {
      de: 'Clara kümmert sich um unseren Onlineshop, den Newsletter und die Produktfotos, die Sie hier sehen.',
      en: 'Clara looks after our online shop, the newsletter and the product photos you see here.',
    },
  },
]

const teamBody = (lang: 'de' | 'en') =>
  teamMembers
    .map(
      (member) =>
        `<h3>${member.name}</h3>
<p><strong>${member.role[lang]}</strong><br>${lang === 'de' ? 'Durchwahl' : 'Direct line'}: <a href="tel:+49521987654${member.extension}">+49 521 987654-${member.extension}</a></p>
<p>${member.text[lang]}</p>`,
    )
    .join('\n')

const team: SeedPage = {
  key: 'team',
  title: { de: 'Team', en: 'Team' },
  slug: { de: 'team', en: 'team' },
  metaDescription: {
    de: 'Das Team von Nordlicht Displays: Ihre Ansprechpartner für Beratung, Druckdaten, Produktion und Versand in Bielefeld.',
    en: 'The Nordlicht Displays team: your contacts for advice, print data, production and shipping in Bielefeld.',
  },
  body: {
    de: `<h2>Ihre Ansprechpartner</h2>
<p>Hinter Nordlicht Displays stehen rund 45 Menschen in Druckvorstufe, Produktion, Vertrieb und Versand. Hier stellen wir Ihnen einige von ihnen vor.</p>
${teamBody('de')}
<p>Allgemeine Anfragen erreichen uns am schnellsten unter ${tel} oder ${infoMail}.</p>`,
    en: `<h2>Your contacts</h2>
<p>Around 45 people in prepress, production, sales and shipping stand behind Nordlicht Displays. Here are some of them.</p>
${teamBody('en')}
<p>General enquiries reach us fastest at ${tel} or ${infoMail}.</p>`,
  },
}

export const companyPages = { aboutUs, jobs, contact, team }
