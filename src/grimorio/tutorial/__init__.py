"""Learning to play (issue 24): the lessons of the basic rulebook as small real games
(lessons.py, the lessons/ folder), the coach that checks a learner's moves and answers a
wrong one with a hint citing the rule (coach.py), the glossary, the guided first game and
the learner's progress."""
