"""The Learn tab: the course map, a lesson with its worked examples, its drill."""
