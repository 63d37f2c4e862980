// The contract templates an applicant downloads at registration (spec §7: media/register_contracts/{document}_{lang}.pdf).
// `{_}` is a short blank line to fill in by hand, `{__}` a long one. A body entry is a paragraph (a leading
// "2.1" is set as a clause number) or `{ list: [...] }`. Prices and percentages are those of spec §1 and §9.

export const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'];
export const DOCUMENTS = ['membership_contract', 'data_processing_agreement'];
export const PRODUCT_NAME = 'Freight Exchange';

/** Words shared by both documents: header tagline, template note and the signature block. */
export const labels = {
  en: {
    tagline: 'Online freight exchange',
    template: 'Template: complete, sign and upload this document together with your registration documents.',
    name: 'Name and position',
    signature: 'Signature and stamp',
    date: 'Date',
    place: 'Place',
  },
  ro: {
    tagline: 'Bursă de transport online',
    template: 'Model: completați, semnați și încărcați acest document împreună cu documentele de înregistrare.',
    name: 'Nume și funcție',
    signature: 'Semnătură și ștampilă',
    date: 'Data',
    place: 'Locul',
  },
  de: {
    tagline: 'Online-Frachtenbörse',
    template: 'Vorlage: Bitte ausfüllen, unterschreiben und zusammen mit den Registrierungsunterlagen hochladen.',
    name: 'Name und Funktion',
    signature: 'Unterschrift und Stempel',
    date: 'Datum',
    place: 'Ort',
  },
  hu: {
    tagline: 'Online fuvarbörze',
    template: 'Minta: kérjük, töltse ki, írja alá, és töltse fel a regisztrációs dokumentumokkal együtt.',
    name: 'Név és beosztás',
    signature: 'Aláírás és bélyegző',
    date: 'Dátum',
    place: 'Hely',
  },
  fr: {
    tagline: 'Bourse de fret en ligne',
    template: 'Modèle : à compléter, signer et téléverser avec les documents d’inscription.',
    name: 'Nom et fonction',
    signature: 'Signature et cachet',
    date: 'Date',
    place: 'Lieu',
  },
};

const membership_contract = {
  en: {
    title: 'Membership Contract',
    subtitle: 'Membership of the Freight Exchange platform – contract no. {_} of {_}',
    sections: [
      {
        heading: '1. Parties',
        body: [
          {
            list: [
              'Freight Exchange SRL, a company incorporated under Romanian law with its registered office in Bucharest, Romania, operator of the Freight Exchange online platform (the “Operator”), and',
              '{__} (company name), VAT number {_}, trade register number {_}, with its registered office at {__}, represented by {__} as {_} (the “Member”),',
            ],
          },
          'together “the Parties”, agree as follows.',
        ],
      },
      {
        heading: '2. Subject of the contract',
        body: [
          '2.1 The Operator grants the Member and its registered employees access to the Freight Exchange platform, where the Member may publish truck offers and ware requests, search the entries of other members, check the company profiles of other members and report payment and transport incidents.',
          '2.2 The Member’s administrator manages the accounts of the Member’s employees; each employee uses a personal account.',
        ],
      },
      {
        heading: '3. Subscription and payment',
        body: [
          '3.1 The subscription costs 84 EUR for 6 months or 168 EUR for 12 months, as chosen in the registration form: {_} months.',
          '3.2 The subscription is paid in advance by bank transfer, on the basis of the invoice issued by the Operator.',
          '3.3 The Member’s account stays pending until the Operator’s staff have checked the registration documents and approved it. When the subscription expires, the account becomes inactive and the Member cannot log in until the next subscription is paid.',
          '3.4 4% of each subscription goes to a risk fund, which the Operator uses to support members harmed by proven payment incidents, under the rules published on the platform.',
          '3.5 A Member who recommends a new member receives a reward of 50% of the new member’s subscription, once the new member has paid it.',
        ],
      },
      {
        heading: '4. Obligations of the Member',
        body: [
          '4.1 To publish only truthful and current entries, and to withdraw entries that are no longer valid.',
          '4.2 To report only incidents that really occurred and are backed by documents (contracts, transport documents, invoices, correspondence), and to hand these documents to the Operator on request.',
          '4.3 Not to misuse the platform: no automated harvesting of data, no sharing of accounts, no fictitious entries, no use for purposes other than transport business.',
          '4.4 To keep confidential the data of other members obtained through the platform and to use it only to conclude and perform transport contracts.',
          '4.5 To keep its company data and registration documents up to date.',
        ],
      },
      {
        heading: '5. Obligations of the Operator',
        body: [
          '5.1 To keep the platform available with reasonable care, to check the registration documents of new members and to handle incident reports impartially.',
          '5.2 The Operator is not a party to the transport contracts concluded between members and is not liable for their performance.',
        ],
      },
      {
        heading: '6. Duration and termination',
        body: [
          '6.1 The contract is concluded for the subscription period chosen and is renewed with each subscription paid.',
          '6.2 Either Party may terminate the contract by written notice of 30 days. For a serious breach of section 4 the Operator may suspend or end the Member’s access immediately; subscriptions already paid are then not refunded.',
        ],
      },
      {
        heading: '7. Governing law and disputes',
        body: [
          'This contract is governed by Romanian law. Disputes that cannot be settled amicably are submitted to the competent courts of Bucharest.',
        ],
      },
    ],
    closing: 'Made in two original copies, one for each Party. The Data Processing Agreement is an annex to this contract.',
    signatories: [
      { role: 'For the Operator', party: 'Freight Exchange SRL' },
      { role: 'For the Member', party: '{__}' },
    ],
  },
  ro: {
    title: 'Contract de aderare',
    subtitle: 'Aderare la platforma Freight Exchange – contract nr. {_} din {_}',
    sections: [
      {
        heading: '1. Părțile',
        body: [
          {
            list: [
              'Freight Exchange SRL, societate înființată conform legii române, cu sediul social în București, România, operatorul platformei online Freight Exchange („Operatorul”), și',
              '{__} (denumirea societății), cod de TVA {_}, număr de ordine în Registrul Comerțului {_}, cu sediul social în {__}, reprezentată de {__}, în calitate de {_} („Membrul”),',
            ],
          },
          'denumite împreună „Părțile”, au convenit următoarele.',
        ],
      },
      {
        heading: '2. Obiectul contractului',
        body: [
          '2.1 Operatorul acordă Membrului și angajaților săi înregistrați acces la platforma Freight Exchange, unde Membrul poate publica oferte de camioane și cereri de marfă, poate căuta anunțurile celorlalți membri, poate verifica profilurile firmelor membre și poate raporta incidente de plată și de transport.',
          '2.2 Administratorul Membrului gestionează conturile angajaților Membrului; fiecare angajat folosește un cont personal.',
        ],
      },
      {
        heading: '3. Abonament și plată',
        body: [
          '3.1 Abonamentul costă 84 EUR pentru 6 luni sau 168 EUR pentru 12 luni, conform opțiunii din formularul de înregistrare: {_} luni.',
          '3.2 Abonamentul se plătește în avans, prin transfer bancar, pe baza facturii emise de Operator.',
          '3.3 Contul Membrului rămâne în așteptare până când personalul Operatorului verifică documentele de înregistrare și îl aprobă. La expirarea abonamentului, contul devine inactiv, iar Membrul nu se poate autentifica până la plata abonamentului următor.',
          '3.4 4% din fiecare abonament este virat într-un fond de risc, folosit de Operator pentru sprijinirea membrilor prejudiciați prin incidente de plată dovedite, conform regulilor publicate pe platformă.',
          '3.5 Membrul care recomandă un membru nou primește o recompensă de 50% din abonamentul noului membru, după ce acesta l-a plătit.',
        ],
      },
      {
        heading: '4. Obligațiile Membrului',
        body: [
          '4.1 Să publice numai anunțuri adevărate și actuale și să retragă anunțurile care nu mai sunt valabile.',
          '4.2 Să raporteze numai incidente reale, susținute de documente (contracte, documente de transport, facturi, corespondență), și să pună aceste documente la dispoziția Operatorului la cerere.',
          '4.3 Să nu folosească abuziv platforma: fără colectarea automată a datelor, fără partajarea conturilor, fără anunțuri fictive, fără utilizare în alte scopuri decât activitatea de transport.',
          '4.4 Să păstreze confidențialitatea datelor celorlalți membri obținute prin platformă și să le folosească numai pentru încheierea și executarea contractelor de transport.',
          '4.5 Să țină la zi datele firmei și documentele de înregistrare.',
        ],
      },
      {
        heading: '5. Obligațiile Operatorului',
        body: [
          '5.1 Să asigure disponibilitatea platformei cu diligență rezonabilă, să verifice documentele de înregistrare ale membrilor noi și să trateze imparțial rapoartele de incidente.',
          '5.2 Operatorul nu este parte la contractele de transport încheiate între membri și nu răspunde pentru executarea acestora.',
        ],
      },
      {
        heading: '6. Durată și încetare',
        body: [
          '6.1 Contractul se încheie pe perioada abonamentului ales și se prelungește cu fiecare abonament plătit.',
          '6.2 Oricare dintre Părți poate denunța contractul printr-o notificare scrisă transmisă cu 30 de zile înainte. În cazul unei încălcări grave a secțiunii 4, Operatorul poate suspenda sau înceta imediat accesul Membrului; abonamentele deja plătite nu se mai rambursează.',
        ],
      },
      {
        heading: '7. Legea aplicabilă și litigii',
        body: [
          'Prezentul contract este guvernat de legea română. Litigiile care nu pot fi soluționate pe cale amiabilă sunt de competența instanțelor judecătorești din București.',
        ],
      },
    ],
    closing:
      'Încheiat în două exemplare originale, câte unul pentru fiecare parte. Acordul de prelucrare a datelor constituie anexă la prezentul contract.',
    signatories: [
      { role: 'Pentru Operator', party: 'Freight Exchange SRL' },
      { role: 'Pentru Membru', party: '{__}' },
    ],
  },
  de: {
    title: 'Mitgliedschaftsvertrag',
    subtitle: 'Mitgliedschaft auf der Plattform Freight Exchange – Vertrag Nr. {_} vom {_}',
    sections: [
      {
        heading: '1. Vertragsparteien',
        body: [
          {
            list: [
              'Freight Exchange SRL, eine Gesellschaft rumänischen Rechts mit Sitz in Bukarest, Rumänien, Betreiberin der Online-Plattform Freight Exchange (die „Betreiberin“), und',
              '{__} (Firmenname), USt-IdNr. {_}, Handelsregisternummer {_}, mit Sitz in {__}, vertreten durch {__} als {_} (das „Mitglied“),',
            ],
          },
          'gemeinsam die „Parteien“, vereinbaren Folgendes.',
        ],
      },
      {
        heading: '2. Vertragsgegenstand',
        body: [
          '2.1 Die Betreiberin gewährt dem Mitglied und seinen registrierten Mitarbeitern Zugang zur Plattform Freight Exchange. Dort kann das Mitglied Laderaumangebote (LKW) und Frachtanfragen veröffentlichen, die Einträge anderer Mitglieder durchsuchen, die Firmenprofile anderer Mitglieder prüfen sowie Zahlungs- und Transportvorfälle melden.',
          '2.2 Der Administrator des Mitglieds verwaltet die Konten der Mitarbeiter des Mitglieds; jeder Mitarbeiter nutzt ein persönliches Konto.',
        ],
      },
      {
        heading: '3. Abonnement und Zahlung',
        body: [
          '3.1 Das Abonnement kostet 84 EUR für 6 Monate oder 168 EUR für 12 Monate, wie im Registrierungsformular gewählt: {_} Monate.',
          '3.2 Das Abonnement ist im Voraus per Banküberweisung auf Grundlage der Rechnung der Betreiberin zu zahlen.',
          '3.3 Das Konto des Mitglieds bleibt ausstehend, bis die Mitarbeiter der Betreiberin die Registrierungsunterlagen geprüft und das Konto freigegeben haben. Mit Ablauf des Abonnements wird das Konto inaktiv; das Mitglied kann sich erst nach Zahlung des nächsten Abonnements wieder anmelden.',
          '3.4 4 % jedes Abonnements fließen in einen Risikofonds, aus dem die Betreiberin nach den auf der Plattform veröffentlichten Regeln Mitglieder unterstützt, die durch nachgewiesene Zahlungsvorfälle geschädigt wurden.',
          '3.5 Ein Mitglied, das ein neues Mitglied empfiehlt, erhält eine Prämie in Höhe von 50 % des Abonnements des neuen Mitglieds, sobald dieses bezahlt ist.',
        ],
      },
      {
        heading: '4. Pflichten des Mitglieds',
        body: [
          '4.1 Nur wahrheitsgemäße und aktuelle Einträge zu veröffentlichen und nicht mehr gültige Einträge zurückzuziehen.',
          '4.2 Vorfälle nur zu melden, wenn sie tatsächlich eingetreten und durch Unterlagen belegt sind (Verträge, Frachtpapiere, Rechnungen, Korrespondenz), und diese Unterlagen der Betreiberin auf Anfrage vorzulegen.',
          '4.3 Die Plattform nicht zu missbrauchen: kein automatisiertes Auslesen von Daten, keine Weitergabe von Konten, keine fiktiven Einträge, keine Nutzung zu anderen Zwecken als dem Transportgeschäft.',
          '4.4 Die über die Plattform erhaltenen Daten anderer Mitglieder vertraulich zu behandeln und nur zur Anbahnung und Durchführung von Transportverträgen zu verwenden.',
          '4.5 Seine Firmendaten und Registrierungsunterlagen aktuell zu halten.',
        ],
      },
      {
        heading: '5. Pflichten der Betreiberin',
        body: [
          '5.1 Die Plattform mit angemessener Sorgfalt verfügbar zu halten, die Registrierungsunterlagen neuer Mitglieder zu prüfen und Vorfallmeldungen unparteiisch zu bearbeiten.',
          '5.2 Die Betreiberin ist nicht Partei der zwischen Mitgliedern geschlossenen Transportverträge und haftet nicht für deren Erfüllung.',
        ],
      },
      {
        heading: '6. Laufzeit und Kündigung',
        body: [
          '6.1 Der Vertrag wird für die gewählte Abonnementdauer geschlossen und verlängert sich mit jedem bezahlten Abonnement.',
          '6.2 Jede Partei kann den Vertrag schriftlich mit einer Frist von 30 Tagen kündigen. Bei einem schwerwiegenden Verstoß gegen Abschnitt 4 kann die Betreiberin den Zugang des Mitglieds sofort sperren oder beenden; bereits gezahlte Abonnements werden dann nicht erstattet.',
        ],
      },
      {
        heading: '7. Anwendbares Recht und Gerichtsstand',
        body: [
          'Dieser Vertrag unterliegt rumänischem Recht. Streitigkeiten, die nicht gütlich beigelegt werden können, werden vor den zuständigen Gerichten in Bukarest ausgetragen.',
        ],
      },
    ],
    closing: 'Ausgefertigt in zwei Originalen, je eines für jede Partei. Der Auftragsverarbeitungsvertrag ist Anlage zu diesem Vertrag.',
    signatories: [
      { role: 'Für die Betreiberin', party: 'Freight Exchange SRL' },
      { role: 'Für das Mitglied', party: '{__}' },
    ],
  },
  hu: {
    title: 'Tagsági szerződés',
    subtitle: 'Tagság a Freight Exchange platformon – szerződésszám: {_}, kelt: {_}',
    sections: [
      {
        heading: '1. A szerződő felek',
        body: [
          {
            list: [
              'a Freight Exchange SRL, román jog szerint bejegyzett társaság, székhelye: Bukarest, Románia, a Freight Exchange online platform üzemeltetője (a továbbiakban: „Üzemeltető”), valamint',
              '{__} (cégnév), közösségi adószám: {_}, cégjegyzékszám: {_}, székhely: {__}, képviseli: {__}, beosztása: {_} (a továbbiakban: „Tag”),',
            ],
          },
          'a továbbiakban együtt: „Felek”, az alábbiakban állapodnak meg.',
        ],
      },
      {
        heading: '2. A szerződés tárgya',
        body: [
          '2.1 Az Üzemeltető hozzáférést biztosít a Tag és regisztrált munkatársai számára a Freight Exchange platformhoz, ahol a Tag kamionajánlatokat és áruszállítási igényeket tehet közzé, kereshet a többi tag hirdetései között, ellenőrizheti a tagvállalatok cégadatlapját, valamint fizetési és szállítási incidenseket jelenthet.',
          '2.2 A Tag adminisztrátora kezeli a Tag munkatársainak fiókjait; minden munkatárs saját, személyes fiókot használ.',
        ],
      },
      {
        heading: '3. Előfizetés és fizetés',
        body: [
          '3.1 Az előfizetés díja 6 hónapra 84 EUR, 12 hónapra 168 EUR, a regisztrációs űrlapon választottak szerint: {_} hónap.',
          '3.2 Az előfizetési díjat előre, banki átutalással kell megfizetni az Üzemeltető által kiállított számla alapján.',
          '3.3 A Tag fiókja függő állapotban marad, amíg az Üzemeltető munkatársai a regisztrációs dokumentumokat ellenőrzik és a fiókot jóváhagyják. Az előfizetés lejártakor a fiók inaktívvá válik, és a Tag a következő előfizetés kifizetéséig nem tud bejelentkezni.',
          '3.4 Minden előfizetés 4%-a kockázati alapba kerül, amelyből az Üzemeltető a platformon közzétett szabályok szerint támogatja a bizonyított fizetési incidensek által károsult tagokat.',
          '3.5 Az a Tag, aki új tagot ajánl, az új tag előfizetési díjának 50%-ával megegyező jutalmat kap, miután az új tag azt kifizette.',
        ],
      },
      {
        heading: '4. A Tag kötelezettségei',
        body: [
          '4.1 Csak valós és aktuális hirdetéseket tesz közzé, és visszavonja a már nem érvényes hirdetéseket.',
          '4.2 Csak ténylegesen bekövetkezett, dokumentumokkal (szerződések, fuvarokmányok, számlák, levelezés) alátámasztott incidenseket jelent, és ezeket a dokumentumokat kérésre az Üzemeltető rendelkezésére bocsátja.',
          '4.3 Nem él vissza a platformmal: nem gyűjt automatizáltan adatokat, nem osztja meg a fiókokat, nem tesz közzé fiktív hirdetéseket, és a platformot kizárólag szállítási tevékenységre használja.',
          '4.4 A platformon keresztül megismert más tagok adatait bizalmasan kezeli, és azokat kizárólag szállítási szerződések megkötésére és teljesítésére használja.',
          '4.5 Naprakészen tartja cégadatait és regisztrációs dokumentumait.',
        ],
      },
      {
        heading: '5. Az Üzemeltető kötelezettségei',
        body: [
          '5.1 Észszerű gondossággal biztosítja a platform elérhetőségét, ellenőrzi az új tagok regisztrációs dokumentumait, és pártatlanul kezeli az incidensbejelentéseket.',
          '5.2 Az Üzemeltető nem részese a tagok között létrejött szállítási szerződéseknek, és nem felel azok teljesítéséért.',
        ],
      },
      {
        heading: '6. Időtartam és megszűnés',
        body: [
          '6.1 A szerződés a választott előfizetési időszakra jön létre, és minden kifizetett előfizetéssel meghosszabbodik.',
          '6.2 Bármelyik fél 30 napos írásbeli felmondási idővel felmondhatja a szerződést. A 4. pont súlyos megszegése esetén az Üzemeltető azonnal felfüggesztheti vagy megszüntetheti a Tag hozzáférését; a már kifizetett előfizetési díjak ilyenkor nem térülnek vissza.',
        ],
      },
      {
        heading: '7. Irányadó jog és jogviták',
        body: [
          'A szerződésre a román jog irányadó. A békés úton nem rendezhető jogviták elbírálására a bukaresti illetékes bíróságok jogosultak.',
        ],
      },
    ],
    closing: 'Készült két eredeti példányban, felenként egy-egy példány. Az adatfeldolgozási megállapodás e szerződés mellékletét képezi.',
    signatories: [
      { role: 'Az Üzemeltető részéről', party: 'Freight Exchange SRL' },
      { role: 'A Tag részéről', party: '{__}' },
    ],
  },
  fr: {
    title: 'Contrat d’adhésion',
    subtitle: 'Adhésion à la plateforme Freight Exchange – contrat n° {_} du {_}',
    sections: [
      {
        heading: '1. Les parties',
        body: [
          {
            list: [
              'Freight Exchange SRL, société de droit roumain dont le siège social est à Bucarest, Roumanie, exploitant de la plateforme en ligne Freight Exchange (l’« Opérateur »), et',
              '{__} (dénomination sociale), numéro de TVA {_}, numéro d’immatriculation au registre du commerce {_}, dont le siège social est situé {__}, représentée par {__} en qualité de {_} (le « Membre »),',
            ],
          },
          'ci-après ensemble les « Parties », conviennent de ce qui suit.',
        ],
      },
      {
        heading: '2. Objet du contrat',
        body: [
          '2.1 L’Opérateur donne au Membre et à ses employés enregistrés accès à la plateforme Freight Exchange, sur laquelle le Membre peut publier des offres de camions et des demandes de fret, rechercher les annonces des autres membres, consulter les fiches des entreprises membres et signaler des incidents de paiement et de transport.',
          '2.2 L’administrateur du Membre gère les comptes des employés du Membre ; chaque employé utilise un compte personnel.',
        ],
      },
      {
        heading: '3. Abonnement et paiement',
        body: [
          '3.1 L’abonnement coûte 84 EUR pour 6 mois ou 168 EUR pour 12 mois, selon le choix fait dans le formulaire d’inscription : {_} mois.',
          '3.2 L’abonnement est payé d’avance par virement bancaire, sur la base de la facture émise par l’Opérateur.',
          '3.3 Le compte du Membre reste en attente jusqu’à ce que le personnel de l’Opérateur ait vérifié les documents d’inscription et l’ait approuvé. À l’expiration de l’abonnement, le compte devient inactif et le Membre ne peut plus se connecter avant le paiement de l’abonnement suivant.',
          '3.4 4 % de chaque abonnement sont versés à un fonds de risque, que l’Opérateur utilise pour soutenir les membres lésés par des incidents de paiement avérés, selon les règles publiées sur la plateforme.',
          '3.5 Le Membre qui recommande un nouveau membre reçoit une récompense égale à 50 % de l’abonnement du nouveau membre, une fois celui-ci payé.',
        ],
      },
      {
        heading: '4. Obligations du Membre',
        body: [
          '4.1 Publier uniquement des annonces véridiques et à jour, et retirer les annonces qui ne sont plus valables.',
          '4.2 Ne signaler que des incidents réels, étayés par des documents (contrats, documents de transport, factures, correspondance), et fournir ces documents à l’Opérateur sur demande.',
          '4.3 Ne pas faire un usage abusif de la plateforme : aucune collecte automatisée de données, aucun partage de comptes, aucune annonce fictive, aucune utilisation à des fins autres que l’activité de transport.',
          '4.4 Garder confidentielles les données des autres membres obtenues par la plateforme et ne les utiliser que pour conclure et exécuter des contrats de transport.',
          '4.5 Tenir à jour les données de l’entreprise et les documents d’inscription.',
        ],
      },
      {
        heading: '5. Obligations de l’Opérateur',
        body: [
          '5.1 Assurer la disponibilité de la plateforme avec une diligence raisonnable, vérifier les documents d’inscription des nouveaux membres et traiter les signalements d’incidents de manière impartiale.',
          '5.2 L’Opérateur n’est pas partie aux contrats de transport conclus entre membres et n’est pas responsable de leur exécution.',
        ],
      },
      {
        heading: '6. Durée et résiliation',
        body: [
          '6.1 Le contrat est conclu pour la durée de l’abonnement choisi et se renouvelle avec chaque abonnement payé.',
          '6.2 Chaque Partie peut résilier le contrat par notification écrite moyennant un préavis de 30 jours. En cas de manquement grave à l’article 4, l’Opérateur peut suspendre ou résilier immédiatement l’accès du Membre ; les abonnements déjà payés ne sont alors pas remboursés.',
        ],
      },
      {
        heading: '7. Droit applicable et litiges',
        body: [
          'Le présent contrat est régi par le droit roumain. Les litiges qui ne peuvent être réglés à l’amiable sont soumis aux tribunaux compétents de Bucarest.',
        ],
      },
    ],
    closing:
      'Fait en deux exemplaires originaux, un pour chaque Partie. L’accord de traitement des données constitue une annexe au présent contrat.',
    signatories: [
      { role: 'Pour l’Opérateur', party: 'Freight Exchange SRL' },
      { role: 'Pour le Membre', party: '{__}' },
    ],
  },
};

const data_processing_agreement = {
  en: {
    title: 'Data Processing Agreement',
    subtitle:
      'Annex to membership contract no. {_} of {_}, under Article 28 of Regulation (EU) 2016/679 (General Data Protection Regulation, GDPR)',
    sections: [
      {
        heading: '1. Parties and roles',
        body: [
          'The Member {__} (company name), VAT number {_}, with its registered office at {__}, represented by {__}, is the controller of the personal data of its employees and contact persons that it enters on the platform (the “Controller”). Freight Exchange SRL, Bucharest, Romania, processes these data on behalf of the Controller (the “Processor”).',
        ],
      },
      {
        heading: '2. Subject, duration and purposes',
        body: [
          'The Processor processes the data only to provide the freight exchange: managing user accounts and logins, showing the Member’s contact persons with its entries and company profile, sending service e-mails (password resets, notifications), checking registration documents and handling incident reports. The processing lasts as long as the membership contract.',
        ],
      },
      {
        heading: '3. Categories of data and data subjects',
        body: [
          'Data subjects: the Member’s administrator, employees and contact persons. Data: names, job titles, e-mail addresses, phone numbers, spoken languages, login data, and the documents uploaded by the Member (registration and incident documents), which may contain personal data.',
        ],
      },
      {
        heading: '4. Obligations of the Processor',
        body: [
          '4.1 It processes the data only on documented instructions of the Controller, including this agreement, and informs the Controller if an instruction infringes data protection law.',
          '4.2 It ensures that the persons authorised to process the data are bound by confidentiality.',
          '4.3 Security measures (Art. 32): encrypted connections (HTTPS), passwords stored only as salted hashes, access limited by roles, regular backups, logs free of secrets, prompt security updates.',
          '4.4 It assists the Controller in answering data-subject requests (access, rectification, erasure, restriction, portability, objection) and forwards any request it receives directly within 5 working days.',
          '4.5 It notifies the Controller of a personal data breach without undue delay and in any case within 48 hours of becoming aware of it, with the information available on its nature, the data concerned, the likely consequences and the measures taken.',
          '4.6 It makes available the information needed to demonstrate compliance and allows audits on reasonable notice.',
        ],
      },
      {
        heading: '5. Sub-processors',
        body: [
          'The Controller authorises these categories of sub-processors: a hosting provider (servers and storage in the EU) and an e-mail delivery provider. The Processor informs the Controller in advance of any change, and the Controller may object on reasonable grounds. Each sub-processor is bound by contract to the same data protection obligations.',
        ],
      },
      {
        heading: '6. Obligations of the Controller',
        body: [
          'The Controller ensures that it has a legal basis for the data it enters, informs its employees about the processing and enters only the data needed.',
        ],
      },
      {
        heading: '7. End of the processing',
        body: [
          'When the membership contract ends, the Processor deletes the personal data, including copies, within 30 days, unless Union or Romanian law requires them to be kept; on request it first returns them to the Controller in a common format.',
        ],
      },
      {
        heading: '8. Governing law',
        body: [
          'This agreement is governed by Romanian law and Regulation (EU) 2016/679; disputes are submitted to the competent courts of Bucharest.',
        ],
      },
    ],
    closing: 'Made in two original copies, one for each party.',
    signatories: [
      { role: 'Controller (the Member)', party: '{__}' },
      { role: 'Processor', party: 'Freight Exchange SRL' },
    ],
  },
  ro: {
    title: 'Acord de prelucrare a datelor',
    subtitle:
      'Anexă la contractul de aderare nr. {_} din {_}, conform articolului 28 din Regulamentul (UE) 2016/679 (Regulamentul general privind protecția datelor, GDPR)',
    sections: [
      {
        heading: '1. Părțile și rolurile lor',
        body: [
          'Membrul {__} (denumirea societății), cod de TVA {_}, cu sediul social în {__}, reprezentat de {__}, este operator al datelor cu caracter personal ale angajaților și persoanelor sale de contact pe care le introduce în platformă („Operatorul de date”). Freight Exchange SRL, București, România, prelucrează aceste date în numele Operatorului de date („Persoana împuternicită”).',
        ],
      },
      {
        heading: '2. Obiect, durată și scopuri',
        body: [
          'Persoana împuternicită prelucrează datele numai pentru furnizarea bursei de transport: administrarea conturilor de utilizator și a autentificării, afișarea persoanelor de contact ale Membrului alături de anunțurile și profilul firmei, trimiterea de e-mailuri de serviciu (resetarea parolei, notificări), verificarea documentelor de înregistrare și soluționarea rapoartelor de incidente. Prelucrarea durează cât contractul de aderare.',
        ],
      },
      {
        heading: '3. Categorii de date și persoane vizate',
        body: [
          'Persoane vizate: administratorul, angajații și persoanele de contact ale Membrului. Date: nume, funcții, adrese de e-mail, numere de telefon, limbi vorbite, date de autentificare și documentele încărcate de Membru (documente de înregistrare și de incidente), care pot conține date cu caracter personal.',
        ],
      },
      {
        heading: '4. Obligațiile Persoanei împuternicite',
        body: [
          '4.1 Prelucrează datele numai pe baza instrucțiunilor documentate ale Operatorului de date, inclusiv ale prezentului acord, și îl informează dacă o instrucțiune încalcă legislația privind protecția datelor.',
          '4.2 Se asigură că persoanele autorizate să prelucreze datele s-au angajat să respecte confidențialitatea.',
          '4.3 Măsuri de securitate (art. 32): conexiuni criptate (HTTPS), parole stocate numai sub formă de hash-uri cu sare, acces limitat pe roluri, copii de siguranță periodice, jurnale fără date secrete, actualizări de securitate prompte.',
          '4.4 Asistă Operatorul de date la soluționarea cererilor persoanelor vizate (acces, rectificare, ștergere, restricționare, portabilitate, opoziție) și îi transmite în cel mult 5 zile lucrătoare orice cerere primită direct.',
          '4.5 Notifică Operatorul de date cu privire la orice încălcare a securității datelor cu caracter personal fără întârzieri nejustificate și în cel mult 48 de ore de când a luat cunoștință de aceasta, cu informațiile disponibile despre natura încălcării, datele afectate, consecințele probabile și măsurile luate.',
          '4.6 Pune la dispoziție informațiile necesare pentru a demonstra conformitatea și permite audituri, cu o notificare prealabilă rezonabilă.',
        ],
      },
      {
        heading: '5. Subcontractanți',
        body: [
          'Operatorul de date autorizează următoarele categorii de subcontractanți: furnizorul de găzduire (servere și stocare în UE) și furnizorul de livrare a e-mailurilor. Persoana împuternicită informează în prealabil Operatorul de date despre orice schimbare, iar acesta poate obiecta pentru motive întemeiate. Fiecărui subcontractant i se impun prin contract aceleași obligații de protecție a datelor.',
        ],
      },
      {
        heading: '6. Obligațiile Operatorului de date',
        body: [
          'Operatorul de date se asigură că are un temei legal pentru datele pe care le introduce, își informează angajații despre prelucrare și introduce numai datele necesare.',
        ],
      },
      {
        heading: '7. Încetarea prelucrării',
        body: [
          'La încetarea contractului de aderare, Persoana împuternicită șterge datele cu caracter personal, inclusiv copiile, în termen de 30 de zile, cu excepția cazului în care dreptul Uniunii sau dreptul român impune păstrarea lor; la cerere, le returnează mai întâi Operatorului de date într-un format uzual.',
        ],
      },
      {
        heading: '8. Legea aplicabilă',
        body: [
          'Prezentul acord este guvernat de legea română și de Regulamentul (UE) 2016/679; litigiile sunt de competența instanțelor judecătorești din București.',
        ],
      },
    ],
    closing: 'Încheiat în două exemplare originale, câte unul pentru fiecare parte.',
    signatories: [
      { role: 'Operatorul de date (Membrul)', party: '{__}' },
      { role: 'Persoana împuternicită', party: 'Freight Exchange SRL' },
    ],
  },
  de: {
    title: 'Auftragsverarbeitungsvertrag',
    subtitle:
      'Anlage zum Mitgliedschaftsvertrag Nr. {_} vom {_} gemäß Art. 28 der Verordnung (EU) 2016/679 (Datenschutz-Grundverordnung, DSGVO)',
    sections: [
      {
        heading: '1. Parteien und Rollen',
        body: [
          'Das Mitglied {__} (Firmenname), USt-IdNr. {_}, mit Sitz in {__}, vertreten durch {__}, ist Verantwortlicher für die personenbezogenen Daten seiner Mitarbeiter und Kontaktpersonen, die es auf der Plattform eingibt (der „Verantwortliche“). Die Freight Exchange SRL, Bukarest, Rumänien, verarbeitet diese Daten im Auftrag des Verantwortlichen (der „Auftragsverarbeiter“).',
        ],
      },
      {
        heading: '2. Gegenstand, Dauer und Zwecke',
        body: [
          'Der Auftragsverarbeiter verarbeitet die Daten ausschließlich zur Bereitstellung der Frachtenbörse: Verwaltung von Benutzerkonten und Anmeldungen, Anzeige der Kontaktpersonen des Mitglieds bei seinen Einträgen und seinem Firmenprofil, Versand von Service-E-Mails (Zurücksetzen des Passworts, Benachrichtigungen), Prüfung der Registrierungsunterlagen und Bearbeitung von Vorfallmeldungen. Die Verarbeitung dauert so lange wie der Mitgliedschaftsvertrag.',
        ],
      },
      {
        heading: '3. Datenkategorien und betroffene Personen',
        body: [
          'Betroffene Personen: Administrator, Mitarbeiter und Kontaktpersonen des Mitglieds. Daten: Namen, Funktionen, E-Mail-Adressen, Telefonnummern, gesprochene Sprachen, Anmeldedaten sowie die vom Mitglied hochgeladenen Dokumente (Registrierungs- und Vorfallunterlagen), die personenbezogene Daten enthalten können.',
        ],
      },
      {
        heading: '4. Pflichten des Auftragsverarbeiters',
        body: [
          '4.1 Er verarbeitet die Daten nur auf dokumentierte Weisung des Verantwortlichen, einschließlich dieses Vertrags, und informiert ihn, wenn eine Weisung gegen Datenschutzrecht verstößt.',
          '4.2 Er stellt sicher, dass die zur Verarbeitung befugten Personen zur Vertraulichkeit verpflichtet sind.',
          '4.3 Sicherheitsmaßnahmen (Art. 32): verschlüsselte Verbindungen (HTTPS), Passwörter nur als gesalzene Hashes gespeichert, rollenbasierte Zugriffsbeschränkung, regelmäßige Datensicherungen, Protokolle ohne Geheimnisse, zeitnahe Sicherheitsupdates.',
          '4.4 Er unterstützt den Verantwortlichen bei der Beantwortung von Anträgen betroffener Personen (Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit, Widerspruch) und leitet direkt bei ihm eingehende Anträge innerhalb von 5 Arbeitstagen weiter.',
          '4.5 Er meldet dem Verantwortlichen eine Verletzung des Schutzes personenbezogener Daten unverzüglich, spätestens innerhalb von 48 Stunden nach Kenntnisnahme, mit den verfügbaren Angaben zur Art der Verletzung, zu den betroffenen Daten, den wahrscheinlichen Folgen und den ergriffenen Maßnahmen.',
          '4.6 Er stellt die zum Nachweis der Einhaltung erforderlichen Informationen zur Verfügung und ermöglicht Überprüfungen nach angemessener Vorankündigung.',
        ],
      },
      {
        heading: '5. Unterauftragsverarbeiter',
        body: [
          'Der Verantwortliche genehmigt folgende Kategorien von Unterauftragsverarbeitern: einen Hosting-Anbieter (Server und Speicher in der EU) und einen E-Mail-Versanddienstleister. Der Auftragsverarbeiter informiert den Verantwortlichen vorab über jede Änderung; der Verantwortliche kann aus berechtigten Gründen widersprechen. Jedem Unterauftragsverarbeiter werden vertraglich dieselben Datenschutzpflichten auferlegt.',
        ],
      },
      {
        heading: '6. Pflichten des Verantwortlichen',
        body: [
          'Der Verantwortliche stellt sicher, dass er für die eingegebenen Daten eine Rechtsgrundlage hat, informiert seine Mitarbeiter über die Verarbeitung und gibt nur die erforderlichen Daten ein.',
        ],
      },
      {
        heading: '7. Ende der Verarbeitung',
        body: [
          'Nach Ende des Mitgliedschaftsvertrags löscht der Auftragsverarbeiter die personenbezogenen Daten einschließlich aller Kopien innerhalb von 30 Tagen, sofern nicht das Unionsrecht oder rumänisches Recht ihre Speicherung vorschreibt; auf Verlangen gibt er sie zuvor in einem gängigen Format an den Verantwortlichen zurück.',
        ],
      },
      {
        heading: '8. Anwendbares Recht',
        body: ['Dieser Vertrag unterliegt rumänischem Recht und der Verordnung (EU) 2016/679; Gerichtsstand ist Bukarest.'],
      },
    ],
    closing: 'Ausgefertigt in zwei Originalen, je eines für jede Partei.',
    signatories: [
      { role: 'Verantwortlicher (Mitglied)', party: '{__}' },
      { role: 'Auftragsverarbeiter', party: 'Freight Exchange SRL' },
    ],
  },
  hu: {
    title: 'Adatfeldolgozási megállapodás',
    subtitle:
      'Melléklet a(z) {_} számú, {_} keltezésű tagsági szerződéshez, az (EU) 2016/679 rendelet (általános adatvédelmi rendelet, GDPR) 28. cikke alapján',
    sections: [
      {
        heading: '1. A felek és szerepük',
        body: [
          'A Tag – {__} (cégnév), közösségi adószám: {_}, székhely: {__}, képviseli: {__} – adatkezelőként jár el a munkatársainak és kapcsolattartóinak általa a platformon megadott személyes adatai tekintetében (a továbbiakban: „Adatkezelő”). A Freight Exchange SRL (Bukarest, Románia) ezeket az adatokat az Adatkezelő megbízásából kezeli (a továbbiakban: „Adatfeldolgozó”).',
        ],
      },
      {
        heading: '2. Tárgy, időtartam és célok',
        body: [
          'Az Adatfeldolgozó az adatokat kizárólag a fuvarbörze szolgáltatás nyújtása érdekében kezeli: felhasználói fiókok és bejelentkezések kezelése, a Tag kapcsolattartóinak megjelenítése a hirdetései és cégadatlapja mellett, szolgáltatási e-mailek küldése (jelszó-visszaállítás, értesítések), a regisztrációs dokumentumok ellenőrzése és az incidensbejelentések kezelése. Az adatfeldolgozás a tagsági szerződés időtartamáig tart.',
        ],
      },
      {
        heading: '3. Az adatok és az érintettek köre',
        body: [
          'Érintettek: a Tag adminisztrátora, munkatársai és kapcsolattartói. Adatok: név, beosztás, e-mail-cím, telefonszám, beszélt nyelvek, bejelentkezési adatok, valamint a Tag által feltöltött dokumentumok (regisztrációs és incidensdokumentumok), amelyek személyes adatokat tartalmazhatnak.',
        ],
      },
      {
        heading: '4. Az Adatfeldolgozó kötelezettségei',
        body: [
          '4.1 Az adatokat kizárólag az Adatkezelő dokumentált utasításai alapján kezeli, ideértve e megállapodást is, és tájékoztatja az Adatkezelőt, ha valamely utasítás sérti az adatvédelmi jogszabályokat.',
          '4.2 Biztosítja, hogy az adatok kezelésére feljogosított személyek titoktartási kötelezettséget vállaljanak.',
          '4.3 Biztonsági intézkedések (32. cikk): titkosított kapcsolat (HTTPS), jelszavak kizárólag sózott hash formájában tárolva, szerepkör alapú hozzáférés-korlátozás, rendszeres biztonsági mentés, titkos adatokat nem tartalmazó naplók, a biztonsági frissítések haladéktalan telepítése.',
          '4.4 Segíti az Adatkezelőt az érintettek kérelmeinek (hozzáférés, helyesbítés, törlés, korlátozás, adathordozhatóság, tiltakozás) megválaszolásában, és a közvetlenül hozzá érkező kérelmeket 5 munkanapon belül továbbítja.',
          '4.5 Az adatvédelmi incidensről indokolatlan késedelem nélkül, de legkésőbb a tudomásszerzéstől számított 48 órán belül értesíti az Adatkezelőt, megadva a rendelkezésre álló információkat az incidens jellegéről, az érintett adatokról, a valószínű következményekről és a megtett intézkedésekről.',
          '4.6 Rendelkezésre bocsátja a megfelelés igazolásához szükséges információkat, és észszerű előzetes értesítés mellett lehetővé teszi az ellenőrzést.',
        ],
      },
      {
        heading: '5. További adatfeldolgozók',
        body: [
          'Az Adatkezelő engedélyezi a következő további adatfeldolgozók igénybevételét: tárhelyszolgáltató (szerverek és adattárolás az EU-ban) és e-mail-kézbesítési szolgáltató. Az Adatfeldolgozó minden változásról előzetesen tájékoztatja az Adatkezelőt, aki megalapozott okból tiltakozhat. Minden további adatfeldolgozót szerződésben ugyanazok az adatvédelmi kötelezettségek terhelnek.',
        ],
      },
      {
        heading: '6. Az Adatkezelő kötelezettségei',
        body: [
          'Az Adatkezelő gondoskodik arról, hogy az általa megadott adatok kezelésének legyen jogalapja, tájékoztatja munkatársait az adatkezelésről, és csak a szükséges adatokat adja meg.',
        ],
      },
      {
        heading: '7. Az adatfeldolgozás vége',
        body: [
          'A tagsági szerződés megszűnésekor az Adatfeldolgozó 30 napon belül törli a személyes adatokat és azok másolatait, kivéve, ha uniós vagy román jogszabály azok megőrzését írja elő; kérésre előbb szokásos formátumban visszaadja azokat az Adatkezelőnek.',
        ],
      },
      {
        heading: '8. Irányadó jog',
        body: [
          'A megállapodásra a román jog és az (EU) 2016/679 rendelet irányadó; a jogviták elbírálására a bukaresti illetékes bíróságok jogosultak.',
        ],
      },
    ],
    closing: 'Készült két eredeti példányban, felenként egy-egy példány.',
    signatories: [
      { role: 'Adatkezelő (Tag)', party: '{__}' },
      { role: 'Adatfeldolgozó', party: 'Freight Exchange SRL' },
    ],
  },
  fr: {
    title: 'Accord de traitement des données',
    subtitle:
      'Annexe au contrat d’adhésion n° {_} du {_}, conformément à l’article 28 du règlement (UE) 2016/679 (règlement général sur la protection des données, RGPD)',
    sections: [
      {
        heading: '1. Parties et rôles',
        body: [
          'Le Membre {__} (dénomination sociale), numéro de TVA {_}, dont le siège social est situé {__}, représenté par {__}, est responsable du traitement des données personnelles de ses employés et personnes de contact qu’il saisit sur la plateforme (le « Responsable du traitement »). Freight Exchange SRL, Bucarest, Roumanie, traite ces données pour le compte du Responsable du traitement (le « Sous-traitant »).',
        ],
      },
      {
        heading: '2. Objet, durée et finalités',
        body: [
          'Le Sous-traitant traite les données uniquement pour fournir la bourse de fret : gestion des comptes utilisateurs et des connexions, affichage des personnes de contact du Membre avec ses annonces et sa fiche d’entreprise, envoi d’e-mails de service (réinitialisation du mot de passe, notifications), vérification des documents d’inscription et traitement des signalements d’incidents. Le traitement dure aussi longtemps que le contrat d’adhésion.',
        ],
      },
      {
        heading: '3. Catégories de données et personnes concernées',
        body: [
          'Personnes concernées : l’administrateur, les employés et les personnes de contact du Membre. Données : noms, fonctions, adresses e-mail, numéros de téléphone, langues parlées, données de connexion et documents téléversés par le Membre (documents d’inscription et d’incidents), qui peuvent contenir des données personnelles.',
        ],
      },
      {
        heading: '4. Obligations du Sous-traitant',
        body: [
          '4.1 Il traite les données uniquement sur instruction documentée du Responsable du traitement, y compris le présent accord, et l’informe si une instruction enfreint la réglementation relative à la protection des données.',
          '4.2 Il veille à ce que les personnes autorisées à traiter les données soient soumises à une obligation de confidentialité.',
          '4.3 Mesures de sécurité (art. 32) : connexions chiffrées (HTTPS), mots de passe stockés uniquement sous forme de hachages salés, accès limité par rôles, sauvegardes régulières, journaux sans données secrètes, mises à jour de sécurité rapides.',
          '4.4 Il aide le Responsable du traitement à répondre aux demandes des personnes concernées (accès, rectification, effacement, limitation, portabilité, opposition) et lui transmet dans un délai de 5 jours ouvrables toute demande reçue directement.',
          '4.5 Il notifie au Responsable du traitement toute violation de données personnelles dans les meilleurs délais et au plus tard 48 heures après en avoir pris connaissance, avec les informations disponibles sur sa nature, les données concernées, les conséquences probables et les mesures prises.',
          '4.6 Il met à disposition les informations nécessaires pour démontrer le respect de ses obligations et permet des audits moyennant un préavis raisonnable.',
        ],
      },
      {
        heading: '5. Sous-traitants ultérieurs',
        body: [
          'Le Responsable du traitement autorise les catégories suivantes de sous-traitants ultérieurs : un hébergeur (serveurs et stockage dans l’UE) et un prestataire d’envoi d’e-mails. Le Sous-traitant informe au préalable le Responsable du traitement de tout changement ; celui-ci peut s’y opposer pour des motifs légitimes. Chaque sous-traitant ultérieur est tenu par contrat aux mêmes obligations de protection des données.',
        ],
      },
      {
        heading: '6. Obligations du Responsable du traitement',
        body: [
          'Le Responsable du traitement s’assure de disposer d’une base légale pour les données qu’il saisit, informe ses employés du traitement et ne saisit que les données nécessaires.',
        ],
      },
      {
        heading: '7. Fin du traitement',
        body: [
          'À la fin du contrat d’adhésion, le Sous-traitant supprime les données personnelles, y compris les copies, dans un délai de 30 jours, sauf si le droit de l’Union ou le droit roumain en exige la conservation ; sur demande, il les restitue d’abord au Responsable du traitement dans un format courant.',
        ],
      },
      {
        heading: '8. Droit applicable',
        body: [
          'Le présent accord est régi par le droit roumain et par le règlement (UE) 2016/679 ; les litiges relèvent des tribunaux compétents de Bucarest.',
        ],
      },
    ],
    closing: 'Fait en deux exemplaires originaux, un pour chaque partie.',
    signatories: [
      { role: 'Le Responsable du traitement (Membre)', party: '{__}' },
      { role: 'Le Sous-traitant', party: 'Freight Exchange SRL' },
    ],
  },
};

export const contracts = { membership_contract, data_processing_agreement };
