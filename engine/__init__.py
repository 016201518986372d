"""Stichfest's rules engine and computer players for Doppelkopf and Schafkopf.

Pure Python with no run-time dependencies; it runs in CPython and in Pyodide.
The interface is described in docs/engine.md.

Glossary (German game terms are kept):
    Re, Kontra       the two parties in Doppelkopf (Re holds the Queens of clubs)
    Ansage, Absage   announcement of Re/Kontra; "keine 90/60/30", "schwarz"
    Vorbehalt        a reservation (solo or Hochzeit) before the first card
    Hochzeit         wedding: a player with both Queens of clubs seeks a partner
    Klärungsstich    the trick that finds the wedding partner
    Pflichtsolo      the one solo each player owes in a tournament round
    Vorführung       a Pflichtsolo forced at the end of the round
    Dulle            the Ten of hearts; Fuchs the Ace of diamonds; Karlchen
                     the Jack of clubs; Alte the Queen of clubs
    Ober, Unter      the Schafkopf Queens and Jacks (always trump but in Wenz)
    Sau              a Schafkopf ace; Rufspiel is the game with a called Sau
    Wenz, Tout, Sie  Schafkopf contracts (Unter trumps; win every trick; all
                     four Ober and Unter)
    Davonlaufen      running away from the called suit with four or more cards
    Laufende         an unbroken run of top trumps dealt to one party
    Schneider        the losers have 30 or fewer points; Schwarz: no trick
"""
