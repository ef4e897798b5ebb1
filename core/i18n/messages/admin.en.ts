// Texts of the back office (decision 0019; STAFF-1..STAFF-6).
export const adminEn = {
  admin: {
    title: 'Back office',
    auth: {
      loginTitle: 'Back office login',
      loginLead: 'For the staff of the shop. Customers log in on the shop’s pages.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Log in',
      failed: 'The e-mail or the password is not right.',
      secondFactorTitle: 'Second factor',
      secondFactorLead: 'Enter the 6-digit code your authenticator app shows for this shop.',
      code: 'Code',
      confirm: 'Confirm',
      codeWrong: 'The code is not right or was used already. Please enter the current code.',
      noSecondFactor: 'No second factor is set up for this account.',
      setupTitle: 'Set up the second factor',
      setupLead:
        'Owners log in with a second factor. Scan the QR code with an authenticator app (for example FreeOTP, Aegis or Google Authenticator), or enter the key by hand, then confirm with the code the app shows.',
      setupKey: 'Key to enter by hand',
      setupNotStarted: 'Please start the setup again.',
      setupDone: 'The second factor is on. From now on you log in with password and code.',
      logout: 'Log out',
      loggedOut: 'You are logged out.',
      signedInAs: 'Logged in as {{name}} ({{role}})',
      sessionEnded: 'Your session has ended. Please log in again.',
    },
    home: {
      name: 'Name',
      role: 'Role',
      secondFactor: 'Second factor',
      secondFactorOn: 'set up (TOTP)',
      secondFactorOff: 'not set up',
    },
    roles: {
      owner: 'Owner',
      sales: 'Sales',
      production: 'Production',
      content: 'Content',
    },
  },
}
