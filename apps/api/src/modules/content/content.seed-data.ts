import type { ContentSeed } from './content.seed-types';

/** Texts of the public site in the five interface languages (§2 policy pages and useful links). */
export const contentSeed: ContentSeed = {
  policies: {
    terms: {
      en: [
        {
          title: 'Membership',
          content:
            'Freight Exchange is a members-only freight exchange for transport companies (carriers), freight forwarders and producers. Members publish truck offers and ware requests, that is cargo looking for transport, and contact each other to arrange transports across Europe. Only companies can become members; each company uses the exchange through its administrator and the employees added to its account, and it accepts these terms on behalf of all of them.',
        },
        {
          title: 'Registration and approval',
          content:
            'To register, a company enters its identification data and uploads its company documents as PDF files, such as the registration certificate and, where applicable, the transport licence. Our staff check the data and the documents before approving the membership. Until it is approved, the account stays pending and cannot use the exchange. We may ask for further documents and may refuse a registration that cannot be verified.',
        },
        {
          title: 'Subscription and payment',
          content:
            'Membership requires a subscription of 6 months for 84 EUR or 12 months for 168 EUR. The subscription is paid by bank transfer, using the payment details shown in the account, and our staff record the payment once the transfer has been received. When the subscription expires, the account becomes inactive and its users cannot log in until the new subscription is paid.',
        },
        {
          title: 'Risk fund and referral reward',
          content:
            '4% of each subscription is paid into the risk fund of Freight Exchange. A member who recommends the exchange to a new company earns a referral reward of 50% of the subscription paid by that new member.',
        },
        {
          title: 'Truck offers and ware requests',
          content:
            'Members are responsible for the accuracy, completeness and lawfulness of the truck offers and ware requests they publish. Listings must describe trucks that are really available or cargo that really exists, and must be updated or removed as soon as they are no longer valid. Freight Exchange is only the meeting place and is not a party to the transport contracts concluded between members.',
        },
        {
          title: 'Incident reports',
          content:
            'Members may report payment incidents and transport incidents involving another company. A report must be truthful and backed by documents, such as invoices, transport documents or correspondence. Each report is reviewed by our staff, who may approve or decline it; approved reports become part of the incident record of the company concerned.',
        },
        {
          title: 'Misuse and deactivation',
          content:
            "Misuse of the exchange leads to the deactivation of the account, in particular false or misleading listings, untrue or undocumented incident reports and the use of members' data for purposes other than arranging transports. A deactivated account cannot log in. We may update these terms and will inform members of important changes through the exchange.",
        },
      ],
      ro: [
        {
          title: 'Calitatea de membru',
          content:
            'Freight Exchange este o bursă de transport rezervată membrilor, destinată firmelor de transport (transportatori), caselor de expediții și producătorilor. Membrii publică oferte de camioane și cereri de marfă, adică mărfuri care caută transport, și se contactează între ei pentru a organiza transporturi în toată Europa. Doar firmele pot deveni membre; fiecare firmă folosește bursa prin administratorul său și prin angajații adăugați în contul său și acceptă acești termeni în numele tuturor acestora.',
        },
        {
          title: 'Înregistrare și aprobare',
          content:
            'Pentru înregistrare, firma introduce datele sale de identificare și încarcă documentele firmei ca fișiere PDF, de exemplu certificatul de înregistrare și, după caz, licența de transport. Personalul nostru verifică datele și documentele înainte de a aproba calitatea de membru. Până la aprobare, contul rămâne în așteptare și nu poate folosi bursa. Putem solicita documente suplimentare și putem refuza o înregistrare care nu poate fi verificată.',
        },
        {
          title: 'Abonament și plată',
          content:
            'Calitatea de membru necesită un abonament de 6 luni la prețul de 84 EUR sau de 12 luni la prețul de 168 EUR. Abonamentul se plătește prin transfer bancar, folosind datele de plată afișate în cont, iar personalul nostru înregistrează plata după primirea transferului. La expirarea abonamentului, contul devine inactiv, iar utilizatorii săi nu se pot autentifica până la plata noului abonament.',
        },
        {
          title: 'Fondul de risc și recompensa pentru recomandare',
          content:
            '4% din fiecare abonament este virat în fondul de risc al Freight Exchange. Membrul care recomandă bursa unei firme noi primește o recompensă pentru recomandare de 50% din abonamentul plătit de noul membru.',
        },
        {
          title: 'Oferte de camioane și cereri de marfă',
          content:
            'Membrii răspund pentru exactitatea, completitudinea și legalitatea ofertelor de camioane și a cererilor de marfă pe care le publică. Anunțurile trebuie să descrie camioane disponibile în realitate sau mărfuri care există în realitate și trebuie actualizate sau șterse de îndată ce nu mai sunt valabile. Freight Exchange oferă doar locul de întâlnire și nu este parte la contractele de transport încheiate între membri.',
        },
        {
          title: 'Rapoarte de incidente',
          content:
            'Membrii pot raporta incidente de plată și incidente de transport privind o altă firmă. Un raport trebuie să fie adevărat și susținut de documente, cum ar fi facturi, documente de transport sau corespondență. Fiecare raport este analizat de personalul nostru, care îl poate aproba sau respinge; rapoartele aprobate devin parte din istoricul de incidente al firmei în cauză.',
        },
        {
          title: 'Utilizare abuzivă și dezactivare',
          content:
            'Utilizarea abuzivă a bursei duce la dezactivarea contului, în special anunțurile false sau înșelătoare, rapoartele de incidente neadevărate sau nedocumentate și folosirea datelor membrilor în alte scopuri decât organizarea transporturilor. Un cont dezactivat nu se mai poate autentifica. Putem actualiza acești termeni și îi vom informa pe membri despre modificările importante prin intermediul bursei.',
        },
      ],
      de: [
        {
          title: 'Mitgliedschaft',
          content:
            'Freight Exchange ist eine Frachtenbörse nur für Mitglieder und richtet sich an Transportunternehmen (Frachtführer), Speditionen und Hersteller. Mitglieder veröffentlichen LKW-Angebote und Ladungsanfragen, also Waren, die einen Transport suchen, und nehmen miteinander Kontakt auf, um Transporte in ganz Europa zu vereinbaren. Nur Unternehmen können Mitglied werden; jedes Unternehmen nutzt die Börse über seinen Administrator und die seinem Konto hinzugefügten Mitarbeiter und akzeptiert diese Bedingungen im Namen aller dieser Personen.',
        },
        {
          title: 'Registrierung und Freigabe',
          content:
            'Zur Registrierung gibt das Unternehmen seine Identifikationsdaten ein und lädt seine Unternehmensdokumente als PDF-Dateien hoch, etwa den Registerauszug und gegebenenfalls die Transportlizenz. Unser Team prüft die Daten und Dokumente, bevor es die Mitgliedschaft freigibt. Bis zur Freigabe bleibt das Konto im Status „ausstehend“ und kann die Börse nicht nutzen. Wir können weitere Dokumente anfordern und eine Registrierung ablehnen, die sich nicht überprüfen lässt.',
        },
        {
          title: 'Abonnement und Zahlung',
          content:
            'Die Mitgliedschaft setzt ein Abonnement über 6 Monate für 84 EUR oder über 12 Monate für 168 EUR voraus. Das Abonnement wird per Banküberweisung mit den im Konto angezeigten Zahlungsdaten bezahlt, und unser Team erfasst die Zahlung nach Eingang der Überweisung. Läuft das Abonnement ab, wird das Konto inaktiv, und seine Benutzer können sich erst wieder anmelden, wenn das neue Abonnement bezahlt ist.',
        },
        {
          title: 'Risikofonds und Empfehlungsprämie',
          content:
            '4 % jedes Abonnements fließen in den Risikofonds von Freight Exchange. Ein Mitglied, das die Börse einem neuen Unternehmen empfiehlt, erhält eine Empfehlungsprämie in Höhe von 50 % des vom neuen Mitglied bezahlten Abonnements.',
        },
        {
          title: 'LKW-Angebote und Ladungsanfragen',
          content:
            'Mitglieder sind für die Richtigkeit, Vollständigkeit und Rechtmäßigkeit der von ihnen veröffentlichten LKW-Angebote und Ladungsanfragen verantwortlich. Inserate müssen tatsächlich verfügbare LKW oder tatsächlich vorhandene Ladungen beschreiben und aktualisiert oder entfernt werden, sobald sie nicht mehr gültig sind. Freight Exchange ist lediglich der Treffpunkt und nicht Partei der zwischen Mitgliedern geschlossenen Transportverträge.',
        },
        {
          title: 'Vorfallmeldungen',
          content:
            'Mitglieder können Zahlungsvorfälle und Transportvorfälle melden, die ein anderes Unternehmen betreffen. Eine Meldung muss wahrheitsgemäß und durch Dokumente belegt sein, etwa durch Rechnungen, Transportdokumente oder Korrespondenz. Jede Meldung wird von unserem Team geprüft, das sie genehmigen oder ablehnen kann; genehmigte Meldungen werden Teil der Vorfallhistorie des betroffenen Unternehmens.',
        },
        {
          title: 'Missbrauch und Deaktivierung',
          content:
            'Missbrauch der Börse führt zur Deaktivierung des Kontos, insbesondere falsche oder irreführende Inserate, unwahre oder nicht belegte Vorfallmeldungen sowie die Nutzung von Mitgliederdaten zu anderen Zwecken als der Vereinbarung von Transporten. Mit einem deaktivierten Konto ist keine Anmeldung möglich. Wir können diese Bedingungen aktualisieren und informieren die Mitglieder innerhalb der Börse über wichtige Änderungen.',
        },
      ],
      hu: [
        {
          title: 'Tagság',
          content:
            'A Freight Exchange zártkörű, csak tagok által használható fuvarbörze, amely fuvarozó cégeknek (fuvarozóknak), szállítmányozóknak és gyártóknak szól. A tagok kamionajánlatokat és áruigényeket, vagyis szállítást kereső rakományokat tesznek közzé, és egymással kapcsolatba lépve szerveznek fuvarokat Európa-szerte. Csak cégek lehetnek tagok; minden cég az adminisztrátorán és a fiókjához hozzáadott munkatársain keresztül használja a börzét, és valamennyiük nevében elfogadja ezeket a feltételeket.',
        },
        {
          title: 'Regisztráció és jóváhagyás',
          content:
            'A regisztrációhoz a cég megadja azonosító adatait, és PDF-fájlként feltölti céges dokumentumait, például a cégbejegyzést igazoló okiratot és adott esetben a fuvarozási engedélyt. Munkatársaink a tagság jóváhagyása előtt ellenőrzik az adatokat és a dokumentumokat. A jóváhagyásig a fiók függőben marad, és nem használhatja a börzét. További dokumentumokat kérhetünk, és elutasíthatjuk azt a regisztrációt, amely nem ellenőrizhető.',
        },
        {
          title: 'Előfizetés és fizetés',
          content:
            'A tagsághoz előfizetés szükséges: 6 hónapra 84 EUR vagy 12 hónapra 168 EUR. Az előfizetést banki átutalással kell kifizetni a fiókban megjelenített fizetési adatok alapján, munkatársaink pedig az átutalás beérkezése után rögzítik a befizetést. Ha az előfizetés lejár, a fiók inaktívvá válik, és felhasználói mindaddig nem tudnak bejelentkezni, amíg az új előfizetést ki nem fizetik.',
        },
        {
          title: 'Kockázati alap és ajánlói jutalék',
          content:
            'Minden előfizetés 4%-a a Freight Exchange kockázati alapjába kerül. Az a tag, aki egy új cégnek ajánlja a börzét, ajánlói jutalékként az új tag által fizetett előfizetés 50%-át kapja.',
        },
        {
          title: 'Kamionajánlatok és áruigények',
          content:
            'A tagok felelnek az általuk közzétett kamionajánlatok és áruigények pontosságáért, teljességéért és jogszerűségéért. A hirdetéseknek valóban rendelkezésre álló kamionokat vagy valóban létező rakományokat kell leírniuk, és azokat frissíteni vagy törölni kell, amint már nem érvényesek. A Freight Exchange csupán a találkozási helyet biztosítja, és nem részese a tagok között létrejövő fuvarozási szerződéseknek.',
        },
        {
          title: 'Incidensbejelentések',
          content:
            'A tagok bejelenthetik a más céget érintő fizetési és szállítási incidenseket. A bejelentésnek valósnak kell lennie, és dokumentumokkal, például számlákkal, fuvarokmányokkal vagy levelezéssel kell alátámasztani. Minden bejelentést munkatársaink vizsgálnak meg, akik jóváhagyhatják vagy elutasíthatják; a jóváhagyott bejelentések az érintett cég incidenstörténetének részévé válnak.',
        },
        {
          title: 'Visszaélés és deaktiválás',
          content:
            'A börzével való visszaélés a fiók deaktiválásához vezet, különösen a hamis vagy félrevezető hirdetések, a valótlan vagy dokumentumokkal alá nem támasztott incidensbejelentések, valamint a tagok adatainak a fuvarszervezéstől eltérő célra történő felhasználása. Deaktivált fiókkal nem lehet bejelentkezni. Ezeket a feltételeket módosíthatjuk, a lényeges változásokról pedig a börzén keresztül tájékoztatjuk a tagokat.',
        },
      ],
      fr: [
        {
          title: 'Adhésion',
          content:
            "Freight Exchange est une bourse de fret réservée à ses membres, destinée aux entreprises de transport (transporteurs), aux commissionnaires de transport et aux producteurs. Les membres publient des offres de camions et des demandes de marchandises, c'est-à-dire des marchandises à transporter, et se contactent pour organiser des transports dans toute l'Europe. Seules les entreprises peuvent devenir membres ; chaque entreprise utilise la bourse par l'intermédiaire de son administrateur et des employés ajoutés à son compte, et accepte les présentes conditions au nom de chacun d'eux.",
        },
        {
          title: 'Inscription et validation',
          content:
            "Pour s'inscrire, l'entreprise saisit ses données d'identification et transmet ses documents d'entreprise sous forme de fichiers PDF, par exemple l'extrait d'immatriculation au registre du commerce et, le cas échéant, la licence de transport. Notre équipe vérifie les données et les documents avant de valider l'adhésion. Jusqu'à sa validation, le compte reste en attente et ne peut pas utiliser la bourse. Nous pouvons demander des documents supplémentaires et refuser une inscription qui ne peut pas être vérifiée.",
        },
        {
          title: 'Abonnement et paiement',
          content:
            "L'adhésion nécessite un abonnement de 6 mois pour 84 EUR ou de 12 mois pour 168 EUR. L'abonnement est réglé par virement bancaire, à l'aide des coordonnées de paiement affichées dans le compte, et notre équipe enregistre le paiement dès réception du virement. À l'expiration de l'abonnement, le compte devient inactif et ses utilisateurs ne peuvent plus se connecter jusqu'au paiement du nouvel abonnement.",
        },
        {
          title: 'Fonds de risque et récompense de parrainage',
          content:
            "4 % de chaque abonnement sont versés au fonds de risque de Freight Exchange. Le membre qui recommande la bourse à une nouvelle entreprise reçoit une récompense de parrainage égale à 50 % de l'abonnement payé par ce nouveau membre.",
        },
        {
          title: 'Offres de camions et demandes de marchandises',
          content:
            "Les membres sont responsables de l'exactitude, de l'exhaustivité et de la licéité des offres de camions et des demandes de marchandises qu'ils publient. Les annonces doivent décrire des camions réellement disponibles ou des marchandises réellement existantes et doivent être mises à jour ou supprimées dès qu'elles ne sont plus valables. Freight Exchange n'est que le lieu de rencontre et n'est pas partie aux contrats de transport conclus entre les membres.",
        },
        {
          title: "Déclarations d'incidents",
          content:
            "Les membres peuvent déclarer des incidents de paiement et des incidents de transport concernant une autre entreprise. Une déclaration doit être véridique et étayée par des documents, tels que des factures, des documents de transport ou de la correspondance. Chaque déclaration est examinée par notre équipe, qui peut l'approuver ou la refuser ; les déclarations approuvées font partie de l'historique d'incidents de l'entreprise concernée.",
        },
        {
          title: 'Abus et désactivation',
          content:
            "Toute utilisation abusive de la bourse entraîne la désactivation du compte, notamment les annonces fausses ou trompeuses, les déclarations d'incidents mensongères ou non documentées et l'utilisation des données des membres à d'autres fins que l'organisation de transports. Un compte désactivé ne peut plus se connecter. Nous pouvons modifier les présentes conditions et informerons les membres des changements importants par l'intermédiaire de la bourse.",
        },
      ],
    },
    privacy: {
      en: [
        {
          title: 'Data controller',
          content:
            'The controller of the personal data processed on the exchange is Freight Exchange, which operates this platform. In accordance with the EU General Data Protection Regulation (GDPR), this policy explains which personal data we process when companies and their users register and use the exchange, and why.',
        },
        {
          title: 'Data we collect',
          content:
            'We process the company data provided at registration, such as name, address, registration number and VAT number, and the name, e-mail address, telephone number and spoken languages of the administrator and the employees. We also store the company documents uploaded as PDF files, the truck offers and ware requests published, the incident reports submitted, subscription and payment records, and technical logs such as logins, IP addresses and actions performed.',
        },
        {
          title: 'Purposes and legal bases',
          content:
            'We use these data to verify and approve member companies, operate the exchange and its listings, manage subscriptions and payments, review incident reports and keep the platform secure. The legal bases are the performance of the membership contract (Art. 6(1)(b) GDPR), compliance with legal obligations such as accounting and tax rules (Art. 6(1)(c) GDPR) and our legitimate interest in a safe and trustworthy exchange, including company checks, incident records and security logs (Art. 6(1)(f) GDPR).',
        },
        {
          title: 'Retention',
          content:
            'We keep account and company data for as long as the membership lasts and delete or anonymise them after it ends, unless they are still needed to establish, exercise or defend legal claims. Invoices and payment records are kept for the period required by accounting and tax law. Approved incident reports are kept for as long as they are relevant to the safety of members, and technical logs are kept for a limited period for security purposes.',
        },
        {
          title: 'Recipients',
          content:
            'Company details, the contact details of users who publish listings, the listings themselves and approved incident reports are visible to other approved members, as far as needed for the exchange to work. Our service providers for hosting, e-mail delivery and backups process data only on our instructions, and we disclose data to authorities where the law requires it. If data are transferred outside the European Economic Area, we rely on appropriate safeguards such as the standard contractual clauses of the European Commission.',
        },
        {
          title: 'Your rights',
          content:
            'Within the limits set by the GDPR, you have the right to access your personal data, to have them rectified or erased, to restrict their processing, to object to their processing and to data portability. You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU member state of your habitual residence, your place of work or the place of the alleged infringement.',
        },
        {
          title: 'Contact',
          content:
            'For any question about this policy or to exercise your rights, write to support@freight-exchange.example. We answer requests within one month, as provided by the GDPR, and may ask you to confirm your identity before acting on them.',
        },
      ],
      ro: [
        {
          title: 'Operatorul de date',
          content:
            'Operatorul datelor cu caracter personal prelucrate în cadrul bursei este Freight Exchange, care exploatează această platformă. În conformitate cu Regulamentul general privind protecția datelor al UE (RGPD), această politică explică ce date cu caracter personal prelucrăm atunci când firmele și utilizatorii lor se înregistrează și folosesc bursa, precum și de ce le prelucrăm.',
        },
        {
          title: 'Datele pe care le colectăm',
          content:
            'Prelucrăm datele firmei furnizate la înregistrare, cum ar fi denumirea, adresa, numărul de înregistrare și codul de TVA, precum și numele, adresa de e-mail, numărul de telefon și limbile vorbite ale administratorului și ale angajaților. De asemenea, stocăm documentele firmei încărcate ca fișiere PDF, ofertele de camioane și cererile de marfă publicate, rapoartele de incidente transmise, evidențele privind abonamentele și plățile, precum și jurnalele tehnice, cum ar fi autentificările, adresele IP și acțiunile efectuate.',
        },
        {
          title: 'Scopuri și temeiuri juridice',
          content:
            'Folosim aceste date pentru a verifica și aproba firmele membre, pentru a opera bursa și anunțurile sale, pentru a gestiona abonamentele și plățile, pentru a analiza rapoartele de incidente și pentru a menține securitatea platformei. Temeiurile juridice sunt executarea contractului de membru (art. 6 alin. (1) lit. (b) din RGPD), îndeplinirea obligațiilor legale, cum ar fi normele contabile și fiscale (art. 6 alin. (1) lit. (c) din RGPD), și interesul nostru legitim pentru o bursă sigură și de încredere, inclusiv verificarea firmelor, istoricul incidentelor și jurnalele de securitate (art. 6 alin. (1) lit. (f) din RGPD).',
        },
        {
          title: 'Perioada de păstrare',
          content:
            'Păstrăm datele contului și ale firmei pe durata calității de membru și le ștergem sau le anonimizăm după încetarea acesteia, cu excepția cazului în care sunt încă necesare pentru constatarea, exercitarea sau apărarea unor drepturi în instanță. Facturile și evidențele plăților se păstrează pe perioada impusă de legislația contabilă și fiscală. Rapoartele de incidente aprobate se păstrează atât timp cât sunt relevante pentru siguranța membrilor, iar jurnalele tehnice se păstrează o perioadă limitată, în scopuri de securitate.',
        },
        {
          title: 'Destinatari',
          content:
            'Datele firmei, datele de contact ale utilizatorilor care publică anunțuri, anunțurile înseși și rapoartele de incidente aprobate sunt vizibile celorlalți membri aprobați, în măsura necesară funcționării bursei. Furnizorii noștri de servicii de găzduire, de livrare a e-mailurilor și de copii de siguranță prelucrează datele numai conform instrucțiunilor noastre, iar datele sunt comunicate autorităților atunci când legea o impune. Dacă datele sunt transferate în afara Spațiului Economic European, ne bazăm pe garanții adecvate, cum ar fi clauzele contractuale standard ale Comisiei Europene.',
        },
        {
          title: 'Drepturile dumneavoastră',
          content:
            'În limitele stabilite de RGPD, aveți dreptul de acces la datele dumneavoastră cu caracter personal, dreptul la rectificarea sau ștergerea acestora, dreptul la restricționarea prelucrării, dreptul de a vă opune prelucrării și dreptul la portabilitatea datelor. Aveți, de asemenea, dreptul de a depune o plângere la o autoritate de supraveghere a protecției datelor, în special în statul membru al UE în care vă aveți reședința obișnuită sau locul de muncă ori în care a avut loc presupusa încălcare.',
        },
        {
          title: 'Contact',
          content:
            'Pentru orice întrebare privind această politică sau pentru a vă exercita drepturile, scrieți-ne la support@freight-exchange.example. Răspundem solicitărilor în termen de o lună, conform RGPD, și vă putem cere să vă confirmați identitatea înainte de a le da curs.',
        },
      ],
      de: [
        {
          title: 'Verantwortlicher',
          content:
            'Verantwortlicher für die auf der Börse verarbeiteten personenbezogenen Daten ist Freight Exchange als Betreiber dieser Plattform. Gemäß der EU-Datenschutz-Grundverordnung (DSGVO) erläutert diese Erklärung, welche personenbezogenen Daten wir verarbeiten, wenn sich Unternehmen und ihre Benutzer registrieren und die Börse nutzen, und zu welchem Zweck.',
        },
        {
          title: 'Erhobene Daten',
          content:
            'Wir verarbeiten die bei der Registrierung angegebenen Unternehmensdaten wie Name, Anschrift, Registernummer und USt-IdNr. sowie Name, E-Mail-Adresse, Telefonnummer und gesprochene Sprachen des Administrators und der Mitarbeiter. Außerdem speichern wir die als PDF-Dateien hochgeladenen Unternehmensdokumente, die veröffentlichten LKW-Angebote und Ladungsanfragen, die eingereichten Vorfallmeldungen, Abonnement- und Zahlungsdaten sowie technische Protokolle wie Anmeldungen, IP-Adressen und durchgeführte Aktionen.',
        },
        {
          title: 'Zwecke und Rechtsgrundlagen',
          content:
            'Wir nutzen diese Daten, um Mitgliedsunternehmen zu prüfen und freizugeben, die Börse und ihre Inserate zu betreiben, Abonnements und Zahlungen zu verwalten, Vorfallmeldungen zu prüfen und die Plattform sicher zu halten. Rechtsgrundlagen sind die Erfüllung des Mitgliedschaftsvertrags (Art. 6 Abs. 1 lit. b DSGVO), die Erfüllung rechtlicher Pflichten wie handels- und steuerrechtlicher Vorschriften (Art. 6 Abs. 1 lit. c DSGVO) sowie unser berechtigtes Interesse an einer sicheren und vertrauenswürdigen Börse, einschließlich Unternehmensprüfungen, Vorfallhistorie und Sicherheitsprotokollen (Art. 6 Abs. 1 lit. f DSGVO).',
        },
        {
          title: 'Speicherdauer',
          content:
            'Konto- und Unternehmensdaten speichern wir für die Dauer der Mitgliedschaft und löschen oder anonymisieren sie nach deren Ende, sofern sie nicht noch zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigt werden. Rechnungen und Zahlungsbelege werden für die handels- und steuerrechtlich vorgeschriebene Dauer aufbewahrt. Genehmigte Vorfallmeldungen werden aufbewahrt, solange sie für die Sicherheit der Mitglieder relevant sind, und technische Protokolle werden zu Sicherheitszwecken für einen begrenzten Zeitraum gespeichert.',
        },
        {
          title: 'Empfänger',
          content:
            'Unternehmensangaben, die Kontaktdaten der Benutzer, die Inserate veröffentlichen, die Inserate selbst und genehmigte Vorfallmeldungen sind für andere freigegebene Mitglieder sichtbar, soweit dies für den Betrieb der Börse erforderlich ist. Unsere Dienstleister für Hosting, E-Mail-Versand und Datensicherung verarbeiten Daten ausschließlich nach unseren Weisungen, und an Behörden geben wir Daten weiter, wenn das Gesetz dies verlangt. Werden Daten außerhalb des Europäischen Wirtschaftsraums übermittelt, stützen wir uns auf geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission.',
        },
        {
          title: 'Ihre Rechte',
          content:
            'Im Rahmen der DSGVO haben Sie das Recht auf Auskunft über Ihre personenbezogenen Daten, auf deren Berichtigung oder Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch gegen die Verarbeitung und auf Datenübertragbarkeit. Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem EU-Mitgliedstaat Ihres gewöhnlichen Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
        },
        {
          title: 'Kontakt',
          content:
            'Bei Fragen zu dieser Erklärung oder zur Ausübung Ihrer Rechte schreiben Sie an support@freight-exchange.example. Wir beantworten Anfragen, wie in der DSGVO vorgesehen, innerhalb eines Monats und können Sie bitten, Ihre Identität zu bestätigen, bevor wir sie bearbeiten.',
        },
      ],
      hu: [
        {
          title: 'Adatkezelő',
          content:
            'A börzén kezelt személyes adatok adatkezelője a Freight Exchange, amely ezt a platformot üzemelteti. Ez a tájékoztató az Európai Unió általános adatvédelmi rendeletével (GDPR) összhangban ismerteti, hogy milyen személyes adatokat kezelünk, amikor a cégek és felhasználóik regisztrálnak és használják a börzét, és miért.',
        },
        {
          title: 'Az általunk gyűjtött adatok',
          content:
            'Kezeljük a regisztrációkor megadott céges adatokat, például a cégnevet, a címet, a cégjegyzékszámot és a közösségi adószámot, valamint az adminisztrátor és a munkatársak nevét, e-mail-címét, telefonszámát és beszélt nyelveit. Tároljuk továbbá a PDF-fájlként feltöltött céges dokumentumokat, a közzétett kamionajánlatokat és áruigényeket, a beküldött incidensbejelentéseket, az előfizetési és fizetési nyilvántartásokat, valamint a technikai naplókat, például a bejelentkezéseket, az IP-címeket és az elvégzett műveleteket.',
        },
        {
          title: 'Célok és jogalapok',
          content:
            'Ezeket az adatokat a tagvállalatok ellenőrzésére és jóváhagyására, a börze és hirdetései működtetésére, az előfizetések és befizetések kezelésére, az incidensbejelentések elbírálására és a platform biztonságának fenntartására használjuk. A jogalapok a tagsági szerződés teljesítése (GDPR 6. cikk (1) bekezdés b) pont), a jogi kötelezettségek, például a számviteli és adózási szabályok teljesítése (GDPR 6. cikk (1) bekezdés c) pont), valamint a biztonságos és megbízható börzéhez fűződő jogos érdekünk, ideértve a cégellenőrzéseket, az incidenstörténetet és a biztonsági naplókat (GDPR 6. cikk (1) bekezdés f) pont).',
        },
        {
          title: 'Megőrzési idő',
          content:
            'A fiók- és céges adatokat a tagság időtartama alatt őrizzük meg, annak megszűnése után pedig töröljük vagy anonimizáljuk őket, kivéve, ha jogi igények előterjesztéséhez, érvényesítéséhez vagy védelméhez még szükségesek. A számlákat és a fizetési nyilvántartásokat a számviteli és adójogszabályokban előírt ideig őrizzük meg. A jóváhagyott incidensbejelentéseket addig őrizzük meg, amíg a tagok biztonsága szempontjából relevánsak, a technikai naplókat pedig biztonsági célból korlátozott ideig tároljuk.',
        },
        {
          title: 'Címzettek',
          content:
            'A céges adatok, a hirdetéseket közzétevő felhasználók elérhetőségei, maguk a hirdetések és a jóváhagyott incidensbejelentések a börze működéséhez szükséges mértékben a többi jóváhagyott tag számára láthatók. A tárhelyszolgáltatást, az e-mailek kézbesítését és a biztonsági mentést végző szolgáltatóink kizárólag a mi utasításaink szerint kezelik az adatokat, hatóságoknak pedig akkor adunk át adatokat, ha ezt jogszabály előírja. Ha adatok az Európai Gazdasági Térségen kívülre kerülnek, megfelelő garanciákra, például az Európai Bizottság által elfogadott általános adatvédelmi kikötésekre támaszkodunk.',
        },
        {
          title: 'Az Ön jogai',
          content:
            'A GDPR által meghatározott keretek között Önnek joga van a személyes adataihoz való hozzáféréshez, azok helyesbítéséhez vagy törléséhez, az adatkezelés korlátozásához, az adatkezelés elleni tiltakozáshoz és az adathordozhatósághoz. Joga van továbbá panaszt tenni egy adatvédelmi felügyeleti hatóságnál, különösen a szokásos tartózkodási helye, munkahelye vagy a feltételezett jogsértés helye szerinti uniós tagállamban.',
        },
        {
          title: 'Kapcsolat',
          content:
            'Ha kérdése van ezzel a tájékoztatóval kapcsolatban, vagy gyakorolni kívánja jogait, írjon a support@freight-exchange.example címre. A kérelmekre a GDPR előírásainak megfelelően egy hónapon belül válaszolunk, és teljesítésük előtt kérhetjük személyazonossága megerősítését.',
        },
      ],
      fr: [
        {
          title: 'Responsable du traitement',
          content:
            "Le responsable du traitement des données personnelles collectées et utilisées sur la bourse est Freight Exchange, qui exploite cette plateforme. Conformément au règlement général sur la protection des données de l'UE (RGPD), la présente politique explique quelles données personnelles nous traitons lorsque les entreprises et leurs utilisateurs s'inscrivent et utilisent la bourse, et pourquoi.",
        },
        {
          title: 'Données collectées',
          content:
            "Nous traitons les données d'entreprise fournies lors de l'inscription, telles que la raison sociale, l'adresse, le numéro d'immatriculation et le numéro de TVA, ainsi que le nom, l'adresse e-mail, le numéro de téléphone et les langues parlées de l'administrateur et des employés. Nous conservons également les documents d'entreprise transmis au format PDF, les offres de camions et demandes de marchandises publiées, les déclarations d'incidents soumises, les données d'abonnement et de paiement, ainsi que les journaux techniques, tels que les connexions, les adresses IP et les actions effectuées.",
        },
        {
          title: 'Finalités et bases juridiques',
          content:
            "Nous utilisons ces données pour vérifier et valider les entreprises membres, faire fonctionner la bourse et ses annonces, gérer les abonnements et les paiements, examiner les déclarations d'incidents et assurer la sécurité de la plateforme. Les bases juridiques sont l'exécution du contrat d'adhésion (article 6.1.b du RGPD), le respect d'obligations légales telles que les règles comptables et fiscales (article 6.1.c du RGPD) et notre intérêt légitime à disposer d'une bourse sûre et fiable, y compris les vérifications d'entreprises, l'historique des incidents et les journaux de sécurité (article 6.1.f du RGPD).",
        },
        {
          title: 'Durée de conservation',
          content:
            "Nous conservons les données du compte et de l'entreprise pendant toute la durée de l'adhésion et les supprimons ou les anonymisons après sa fin, sauf si elles restent nécessaires à la constatation, à l'exercice ou à la défense de droits en justice. Les factures et les justificatifs de paiement sont conservés pendant la durée imposée par la législation comptable et fiscale. Les déclarations d'incidents approuvées sont conservées tant qu'elles sont pertinentes pour la sécurité des membres, et les journaux techniques sont conservés pendant une durée limitée à des fins de sécurité.",
        },
        {
          title: 'Destinataires',
          content:
            "Les informations sur l'entreprise, les coordonnées des utilisateurs qui publient des annonces, les annonces elles-mêmes et les déclarations d'incidents approuvées sont visibles par les autres membres validés, dans la mesure nécessaire au fonctionnement de la bourse. Nos prestataires d'hébergement, d'envoi d'e-mails et de sauvegarde traitent les données uniquement sur nos instructions, et nous communiquons des données aux autorités lorsque la loi l'exige. En cas de transfert de données hors de l'Espace économique européen, nous nous appuyons sur des garanties appropriées, telles que les clauses contractuelles types de la Commission européenne.",
        },
        {
          title: 'Vos droits',
          content:
            "Dans les limites fixées par le RGPD, vous disposez d'un droit d'accès à vos données personnelles, d'un droit de rectification et d'effacement, d'un droit à la limitation du traitement, d'un droit d'opposition et d'un droit à la portabilité des données. Vous avez également le droit d'introduire une réclamation auprès d'une autorité de contrôle de la protection des données, notamment dans l'État membre de l'UE de votre résidence habituelle, de votre lieu de travail ou du lieu de la violation présumée.",
        },
        {
          title: 'Contact',
          content:
            "Pour toute question relative à la présente politique ou pour exercer vos droits, écrivez à support@freight-exchange.example. Nous répondons aux demandes dans un délai d'un mois, comme le prévoit le RGPD, et pouvons vous demander de confirmer votre identité avant d'y donner suite.",
        },
      ],
    },
    about: {
      en: [
        {
          title: 'Who we are',
          content:
            'Freight Exchange is a European freight exchange that brings together transport companies (carriers), freight forwarders and producers. Our members publish truck offers and ware requests and find reliable partners for their transports in a closed, members-only community.',
        },
        {
          title: 'Fast and clear',
          content:
            'The exchange is built to be fast, clear and trustworthy. New offers and requests appear in realtime, without reloading the page, and the whole interface is available in five languages: English, Romanian, German, Hungarian and French.',
        },
        {
          title: 'Company checks and incident records',
          content:
            'Every company is checked by our staff, on the basis of the company documents it uploads, before it can join. Members can report payment and transport incidents, and each report is reviewed by our staff before it becomes part of the incident record of the company concerned. This way you know who you are dealing with before you agree on a transport.',
        },
        {
          title: 'Risk fund and referral reward',
          content:
            '4% of every subscription goes into a risk fund set aside for the security of the member community. When you recommend Freight Exchange to another company, you earn 50% of its subscription as a referral reward once it becomes a member.',
        },
        {
          title: 'Contact us',
          content:
            'Do you have a question about membership, subscriptions or the use of the exchange? Write to us at support@freight-exchange.example and our team will get back to you as soon as possible.',
        },
      ],
      ro: [
        {
          title: 'Cine suntem',
          content:
            'Freight Exchange este o bursă europeană de transport care reunește firme de transport (transportatori), case de expediții și producători. Membrii noștri publică oferte de camioane și cereri de marfă și găsesc parteneri de încredere pentru transporturile lor într-o comunitate închisă, rezervată membrilor.',
        },
        {
          title: 'Rapid și clar',
          content:
            'Bursa este concepută pentru a fi rapidă, clară și de încredere. Ofertele și cererile noi apar în timp real, fără reîncărcarea paginii, iar întreaga interfață este disponibilă în cinci limbi: engleză, română, germană, maghiară și franceză.',
        },
        {
          title: 'Verificarea firmelor și istoricul incidentelor',
          content:
            'Fiecare firmă este verificată de personalul nostru, pe baza documentelor firmei pe care le încarcă, înainte de a se putea alătura bursei. Membrii pot raporta incidente de plată și de transport, iar fiecare raport este analizat de personalul nostru înainte de a deveni parte din istoricul de incidente al firmei în cauză. Astfel știți cu cine lucrați înainte de a conveni asupra unui transport.',
        },
        {
          title: 'Fondul de risc și recompensa pentru recomandare',
          content:
            '4% din fiecare abonament merge într-un fond de risc dedicat siguranței comunității de membri. Când recomandați Freight Exchange unei alte firme, primiți 50% din abonamentul acesteia ca recompensă pentru recomandare, după ce firma devine membră.',
        },
        {
          title: 'Contactați-ne',
          content:
            'Aveți o întrebare despre calitatea de membru, abonamente sau utilizarea bursei? Scrieți-ne la support@freight-exchange.example, iar echipa noastră vă va răspunde cât mai curând posibil.',
        },
      ],
      de: [
        {
          title: 'Wer wir sind',
          content:
            'Freight Exchange ist eine europäische Frachtenbörse, die Transportunternehmen (Frachtführer), Speditionen und Hersteller zusammenbringt. Unsere Mitglieder veröffentlichen LKW-Angebote und Ladungsanfragen und finden in einer geschlossenen Gemeinschaft nur für Mitglieder zuverlässige Partner für ihre Transporte.',
        },
        {
          title: 'Schnell und übersichtlich',
          content:
            'Die Börse ist darauf ausgelegt, schnell, übersichtlich und vertrauenswürdig zu sein. Neue Angebote und Anfragen erscheinen in Echtzeit, ohne dass die Seite neu geladen werden muss, und die gesamte Oberfläche ist in fünf Sprachen verfügbar: Englisch, Rumänisch, Deutsch, Ungarisch und Französisch.',
        },
        {
          title: 'Unternehmensprüfung und Vorfallhistorie',
          content:
            'Jedes Unternehmen wird von unserem Team anhand der hochgeladenen Unternehmensdokumente geprüft, bevor es beitreten kann. Mitglieder können Zahlungs- und Transportvorfälle melden, und jede Meldung wird von unserem Team geprüft, bevor sie Teil der Vorfallhistorie des betroffenen Unternehmens wird. So wissen Sie, mit wem Sie es zu tun haben, bevor Sie einen Transport vereinbaren.',
        },
        {
          title: 'Risikofonds und Empfehlungsprämie',
          content:
            '4 % jedes Abonnements fließen in einen Risikofonds, der für die Sicherheit der Mitgliedergemeinschaft bestimmt ist. Wenn Sie Freight Exchange einem anderen Unternehmen empfehlen, erhalten Sie 50 % seines Abonnements als Empfehlungsprämie, sobald es Mitglied wird.',
        },
        {
          title: 'Kontakt',
          content:
            'Haben Sie eine Frage zur Mitgliedschaft, zu Abonnements oder zur Nutzung der Börse? Schreiben Sie uns an support@freight-exchange.example, und unser Team meldet sich so schnell wie möglich bei Ihnen.',
        },
      ],
      hu: [
        {
          title: 'Kik vagyunk',
          content:
            'A Freight Exchange európai fuvarbörze, amely összeköti a fuvarozó cégeket (fuvarozókat), a szállítmányozókat és a gyártókat. Tagjaink kamionajánlatokat és áruigényeket tesznek közzé, és egy zárt, csak tagok számára elérhető közösségben találnak megbízható partnereket fuvarjaikhoz.',
        },
        {
          title: 'Gyors és átlátható',
          content:
            'A börzét úgy alakítottuk ki, hogy gyors, átlátható és megbízható legyen. Az új ajánlatok és igények valós időben, az oldal újratöltése nélkül jelennek meg, a teljes felület pedig öt nyelven érhető el: angolul, románul, németül, magyarul és franciául.',
        },
        {
          title: 'Cégellenőrzés és incidenstörténet',
          content:
            'Munkatársaink minden céget a feltöltött céges dokumentumok alapján ellenőriznek, mielőtt csatlakozhatna. A tagok fizetési és szállítási incidenseket jelenthetnek be, és minden bejelentést munkatársaink megvizsgálnak, mielőtt az érintett cég incidenstörténetének részévé válna. Így már a fuvar egyeztetése előtt tudja, kivel van dolga.',
        },
        {
          title: 'Kockázati alap és ajánlói jutalék',
          content:
            'Minden előfizetés 4%-a egy kockázati alapba kerül, amely a tagi közösség biztonságát szolgálja. Ha a Freight Exchange-et egy másik cégnek ajánlja, ajánlói jutalékként megkapja annak előfizetése 50%-át, amint a cég taggá válik.',
        },
        {
          title: 'Kapcsolat',
          content:
            'Kérdése van a tagsággal, az előfizetésekkel vagy a börze használatával kapcsolatban? Írjon nekünk a support@freight-exchange.example címre, és csapatunk a lehető leghamarabb válaszol.',
        },
      ],
      fr: [
        {
          title: 'Qui sommes-nous',
          content:
            "Freight Exchange est une bourse de fret européenne qui réunit des entreprises de transport (transporteurs), des commissionnaires de transport et des producteurs. Nos membres publient des offres de camions et des demandes de marchandises et trouvent des partenaires fiables pour leurs transports au sein d'une communauté fermée, réservée aux membres.",
        },
        {
          title: 'Rapide et clair',
          content:
            "La bourse est conçue pour être rapide, claire et fiable. Les nouvelles offres et demandes s'affichent en temps réel, sans rechargement de la page, et toute l'interface est disponible en cinq langues : anglais, roumain, allemand, hongrois et français.",
        },
        {
          title: 'Vérification des entreprises et historique des incidents',
          content:
            "Chaque entreprise est vérifiée par notre équipe, sur la base des documents d'entreprise qu'elle transmet, avant de pouvoir rejoindre la bourse. Les membres peuvent déclarer des incidents de paiement et de transport, et chaque déclaration est examinée par notre équipe avant de faire partie de l'historique d'incidents de l'entreprise concernée. Vous savez ainsi à qui vous avez affaire avant de convenir d'un transport.",
        },
        {
          title: 'Fonds de risque et récompense de parrainage',
          content:
            "4 % de chaque abonnement sont versés à un fonds de risque consacré à la sécurité de la communauté des membres. Lorsque vous recommandez Freight Exchange à une autre entreprise, vous recevez 50 % de son abonnement à titre de récompense de parrainage dès qu'elle devient membre.",
        },
        {
          title: 'Nous contacter',
          content:
            "Vous avez une question sur l'adhésion, les abonnements ou l'utilisation de la bourse ? Écrivez-nous à support@freight-exchange.example et notre équipe vous répondra dans les meilleurs délais.",
        },
      ],
    },
  },
  usefulLinks: {
    en: [
      {
        title: 'VIES VAT number validation',
        description: "Check whether a business partner's EU VAT number is valid with the official service of the European Commission.",
        url: 'https://ec.europa.eu/taxation_customs/vies/',
      },
      {
        title: 'Road transport in the EU',
        description: "Overview of the European Commission's rules and policy for road transport in the European Union.",
        url: 'https://transport.ec.europa.eu/transport-modes/road_en',
      },
      {
        title: 'Driving time and rest periods',
        description: 'EU rules on maximum driving times, breaks and rest periods for professional drivers.',
        url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions/driving-time-and-rest-periods_en',
      },
      {
        title: 'UNECE road transport and the CMR Convention',
        description:
          'UNECE agreements for international road transport, including the CMR Convention on the contract for the international carriage of goods by road.',
        url: 'https://unece.org/transport/road-transport',
      },
      {
        title: 'IRU – International Road Transport Union',
        description: 'The world road transport organisation, which also manages the TIR customs transit system.',
        url: 'https://www.iru.org/',
      },
      {
        title: 'ANAF – Romanian tax administration',
        description: 'The Romanian National Agency for Fiscal Administration, where you can check the tax details of Romanian companies.',
        url: 'https://www.anaf.ro/',
      },
      {
        // GeoNames attribution (CC BY 4.0): city names and coordinates (issue 12).
        title: 'GeoNames – place names',
        description:
          'The city names, in every language, and the coordinates used by the exchange come from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0 (CC BY 4.0).',
        url: 'https://www.geonames.org/',
      },
    ],
    ro: [
      {
        title: 'Validarea codului de TVA în VIES',
        description: 'Verificați dacă codul de TVA UE al unui partener de afaceri este valid, prin serviciul oficial al Comisiei Europene.',
        url: 'https://ec.europa.eu/taxation_customs/vies/',
      },
      {
        title: 'Transportul rutier în UE',
        description: 'Prezentarea regulilor și a politicii Comisiei Europene pentru transportul rutier în Uniunea Europeană.',
        url: 'https://transport.ec.europa.eu/transport-modes/road_en',
      },
      {
        title: 'Timpii de conducere și perioadele de odihnă',
        description: 'Regulile UE privind timpii maximi de conducere, pauzele și perioadele de odihnă ale șoferilor profesioniști.',
        url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions/driving-time-and-rest-periods_en',
      },
      {
        title: 'Transportul rutier la UNECE și Convenția CMR',
        description:
          'Acordurile UNECE pentru transportul rutier internațional, inclusiv Convenția CMR privind contractul de transport internațional de mărfuri pe șosele.',
        url: 'https://unece.org/transport/road-transport',
      },
      {
        title: 'IRU – Uniunea Internațională a Transporturilor Rutiere',
        description: 'Organizația mondială a transportului rutier, care administrează și sistemul de tranzit vamal TIR.',
        url: 'https://www.iru.org/',
      },
      {
        title: 'ANAF – administrația fiscală din România',
        description: 'Agenția Națională de Administrare Fiscală, unde puteți verifica datele fiscale ale firmelor din România.',
        url: 'https://www.anaf.ro/',
      },
      {
        // GeoNames attribution (CC BY 4.0): city names and coordinates (issue 12).
        title: 'GeoNames – denumiri geografice',
        description:
          'Numele orașelor, în toate limbile, și coordonatele folosite de bursă provin de la GeoNames (geonames.org), sub licența Creative Commons Atribuire 4.0 (CC BY 4.0).',
        url: 'https://www.geonames.org/',
      },
    ],
    de: [
      {
        title: 'USt-IdNr. prüfen mit VIES',
        description:
          'Prüfen Sie mit dem offiziellen Dienst der Europäischen Kommission, ob die EU-Umsatzsteuer-Identifikationsnummer eines Geschäftspartners gültig ist.',
        url: 'https://ec.europa.eu/taxation_customs/vies/',
      },
      {
        title: 'Straßentransport in der EU',
        description:
          'Überblick über die Vorschriften und die Politik der Europäischen Kommission für den Straßentransport in der Europäischen Union.',
        url: 'https://transport.ec.europa.eu/transport-modes/road_en',
      },
      {
        title: 'Lenk- und Ruhezeiten',
        description: 'EU-Vorschriften zu maximalen Lenkzeiten, Fahrtunterbrechungen und Ruhezeiten für Berufskraftfahrer.',
        url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions/driving-time-and-rest-periods_en',
      },
      {
        title: 'Straßentransport bei der UNECE und CMR-Übereinkommen',
        description:
          'UNECE-Übereinkommen für den internationalen Straßentransport, darunter das CMR-Übereinkommen über den Beförderungsvertrag im internationalen Straßengüterverkehr.',
        url: 'https://unece.org/transport/road-transport',
      },
      {
        title: 'IRU – Internationale Straßentransport-Union',
        description: 'Die Weltorganisation des Straßentransports, die auch das TIR-Zollversandsystem verwaltet.',
        url: 'https://www.iru.org/',
      },
      {
        title: 'ANAF – rumänische Steuerbehörde',
        description:
          'Die Nationale Agentur für Steuerverwaltung Rumäniens, bei der Sie die Steuerdaten rumänischer Unternehmen prüfen können.',
        url: 'https://www.anaf.ro/',
      },
      {
        // GeoNames attribution (CC BY 4.0): city names and coordinates (issue 12).
        title: 'GeoNames – geografische Namen',
        description:
          'Die Ortsnamen in allen Sprachen und die Koordinaten der Börse stammen von GeoNames (geonames.org), lizenziert unter Creative Commons Namensnennung 4.0 (CC BY 4.0).',
        url: 'https://www.geonames.org/',
      },
    ],
    hu: [
      {
        title: 'Közösségi adószám ellenőrzése (VIES)',
        description:
          'Ellenőrizze az Európai Bizottság hivatalos szolgáltatásával, hogy üzleti partnere uniós közösségi adószáma érvényes-e.',
        url: 'https://ec.europa.eu/taxation_customs/vies/',
      },
      {
        title: 'Közúti szállítás az EU-ban',
        description: 'Áttekintés az Európai Bizottság közúti szállításra vonatkozó szabályairól és szakpolitikájáról az Európai Unióban.',
        url: 'https://transport.ec.europa.eu/transport-modes/road_en',
      },
      {
        title: 'Vezetési és pihenőidők',
        description: 'Uniós szabályok a hivatásos gépjárművezetők maximális vezetési idejéről, szüneteiről és pihenőidejéről.',
        url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions/driving-time-and-rest-periods_en',
      },
      {
        title: 'Közúti szállítás az ENSZ-EGB-nél és a CMR-egyezmény',
        description:
          'Az ENSZ Európai Gazdasági Bizottságának (UNECE) nemzetközi közúti szállítási egyezményei, köztük a nemzetközi közúti árufuvarozási szerződésről szóló CMR-egyezmény.',
        url: 'https://unece.org/transport/road-transport',
      },
      {
        title: 'IRU – Nemzetközi Közúti Szállítási Unió',
        description: 'A közúti szállítás világszervezete, amely a TIR vámtranzit-rendszert is kezeli.',
        url: 'https://www.iru.org/',
      },
      {
        title: 'ANAF – a román adóhatóság',
        description: 'A román Nemzeti Adóigazgatási Ügynökség, ahol ellenőrizheti a romániai cégek adóadatait.',
        url: 'https://www.anaf.ro/',
      },
      {
        // GeoNames attribution (CC BY 4.0): city names and coordinates (issue 12).
        title: 'GeoNames – földrajzi nevek',
        description:
          'A börze településnevei minden nyelven és a koordináták a GeoNames (geonames.org) adatai, a Creative Commons Nevezd meg! 4.0 (CC BY 4.0) licenc alapján.',
        url: 'https://www.geonames.org/',
      },
    ],
    fr: [
      {
        title: 'Validation du numéro de TVA (VIES)',
        description:
          "Vérifiez la validité du numéro de TVA intracommunautaire d'un partenaire commercial grâce au service officiel de la Commission européenne.",
        url: 'https://ec.europa.eu/taxation_customs/vies/',
      },
      {
        title: "Transport routier dans l'UE",
        description:
          "Présentation des règles et de la politique de la Commission européenne en matière de transport routier dans l'Union européenne.",
        url: 'https://transport.ec.europa.eu/transport-modes/road_en',
      },
      {
        title: 'Temps de conduite et de repos',
        description:
          "Règles de l'UE sur les durées maximales de conduite, les pauses et les temps de repos des conducteurs professionnels.",
        url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions/driving-time-and-rest-periods_en',
      },
      {
        title: 'Transport routier à la CEE-ONU et convention CMR',
        description:
          'Accords de la CEE-ONU pour le transport routier international, dont la convention CMR relative au contrat de transport international de marchandises par route.',
        url: 'https://unece.org/transport/road-transport',
      },
      {
        title: 'IRU – Union internationale des transports routiers',
        description: "L'organisation mondiale du transport routier, qui gère également le système de transit douanier TIR.",
        url: 'https://www.iru.org/',
      },
      {
        title: 'ANAF – administration fiscale roumaine',
        description:
          "L'Agence nationale de l'administration fiscale de Roumanie, où vous pouvez vérifier les données fiscales des entreprises roumaines.",
        url: 'https://www.anaf.ro/',
      },
      {
        // GeoNames attribution (CC BY 4.0): city names and coordinates (issue 12).
        title: 'GeoNames – noms géographiques',
        description:
          'Les noms de villes, dans toutes les langues, et les coordonnées utilisés par la bourse proviennent de GeoNames (geonames.org), sous licence Creative Commons Attribution 4.0 (CC BY 4.0).',
        url: 'https://www.geonames.org/',
      },
    ],
  },
};
