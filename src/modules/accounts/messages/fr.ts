import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Courriel',
      password: 'Mot de passe',
      confirmPassword: 'Confirmation du mot de passe',
      verifyPassword: 'Vérification du mot de passe',
      currentPassword: 'Mot de passe actuel',
      newPassword: 'Nouveau mot de passe',
    },
    mismatch: {
      signUp: 'Le mot de passe et sa confirmation ne correspondent pas',
      reset: 'Le mot de passe et sa vérification ne correspondent pas',
      changePassword: 'La vérification du mot de passe est incorrecte',
    },
    signIn: {
      title: 'Connexion',
      submit: 'Se connecter',
      rememberMe: 'Se souvenir de moi',
      forgotPassword: 'Mot de passe oublié\u00a0?',
      createAccount: 'Créer un compte',
      needsSignal: 'Cette action demande du réseau. Rien n’est perdu dans votre panier\u00a0: réessayez quand vous aurez du signal.',
    },
    forgotPassword: {
      title: 'Mot de passe oublié',
      lead: 'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien de réinitialisation',
      back: 'Retour à la connexion',
      sent: 'Lien de réinitialisation envoyé',
    },
    signUp: {
      title: 'Créer un compte',
      submit: 'Créer le compte',
    },
    resetPassword: {
      title: 'Choisir un nouveau mot de passe',
      submit: 'Enregistrer le nouveau mot de passe',
      askForNewLink: 'Demander un nouveau lien',
    },
    confirmEmail: {
      confirming: 'Confirmation de votre adresse courriel…',
      failed: 'Nous n’avons pas pu confirmer votre adresse courriel',
      signUpAgain: 'S’inscrire de nouveau',
      missingToken: 'Ce lien de confirmation est incomplet. Ouvrez de nouveau le lien reçu par courriel.',
    },
    account: {
      profile: 'Profil',
      password: 'Mot de passe',
      passwordLead: 'Changer votre mot de passe vous déconnecte de vos autres appareils.',
      changePassword: 'Changer le mot de passe',
      paymentHistory: 'Historique des paiements',
    },
    names: {
      title: 'Votre nom',
      submit: 'Enregistrer le nom',
      saved: 'Votre nom est enregistré.',
    },
    avatar: {
      alt: 'Votre photo',
      change: 'Changer la photo',
      upload: 'Téléverser une photo',
      uploading: 'Téléversement…',
      uploaded: 'Photo téléversée.',
      hint: 'PNG, JPEG, GIF ou WebP, jusqu’à 5\u00a0Mo.',
      wrongType: 'Veuillez choisir une image PNG, JPEG, GIF ou WebP.',
      tooLarge: 'La photo doit faire 5\u00a0Mo ou moins.',
      uploadError: 'erreur de téléversement',
    },
    payments: {
      loading: 'Chargement de l’historique des paiements',
      loadFailed: 'Votre historique des paiements n’a pas pu être chargé',
      retry: 'Réessayer',
      empty: 'Aucun paiement pour l’instant. Les commandes que vous payez s’affichent ici.',
      browse: 'Voir les produits',
      date: 'Date',
      order: 'Commande',
      reference: 'Référence',
      items: 'Articles',
      amount: 'Montant',
      status: 'État',
      buyAgain: 'Commander de nouveau',
      orderNumber: 'nº\u00a0{id}',
      orderLink: 'Commande nº\u00a0{id}, voir le détail',
    },
  },
  server: {
    signInPage: {
      title: 'Connexion',
      description: 'Connectez-vous à votre compte LED Floor Finishes pour passer à la caisse et consulter votre historique des paiements.',
      lead: 'Heureux de vous revoir. Connectez-vous pour passer à la caisse et consulter votre historique des paiements.',
    },
    notices: {
      passwordReset: 'Votre nouveau mot de passe est enregistré. Connectez-vous avec celui-ci dès maintenant.',
      emailConfirmed: 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
    },
    resetPage: {
      title: 'Réinitialiser votre mot de passe',
      withToken: 'Choisissez un nouveau mot de passe pour votre compte. Le lien du courriel ne fonctionne qu’une fois, pendant une heure.',
      incomplete: 'Ce lien de réinitialisation est incomplet. Ouvrez de nouveau le lien du courriel ou demandez-en un nouveau.',
      usedLink: 'Ce lien de réinitialisation a déjà servi. Pour choisir un autre mot de passe, demandez un nouveau lien.',
      goToSignIn: 'Aller à la connexion',
    },
    confirmPage: {
      title: 'Confirmer votre adresse courriel',
    },
    registrationPage: {
      metaTitle: 'Confirmer votre adresse courriel',
      title: 'Consultez votre boîte de réception',
      lead: 'Nous avons envoyé un lien de confirmation à <strong>{email}</strong>. Ouvrez le lien de ce courriel pour activer votre compte, puis connectez-vous.',
      note: 'Le lien est valide pendant 48\u00a0heures. Pas de courriel\u00a0? Vérifiez vos courriels indésirables ou inscrivez-vous de nouveau pour recevoir un nouveau lien.',
      continue: 'Continuer vos achats',
    },
    accountPage: {
      title: 'Mon compte',
    },
  },
};
