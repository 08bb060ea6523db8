"""Every writer of the state: the events of the mutation pipeline and the log texts they make
(DESIGN principle 4; CR 400.7, 119, 120, 122, 500, 701).
"""
