import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


class ShuffleQuizView(MethodView):
    def post(self):
        """Shuffle quiz."""
        quiz = (request.get_json(silent=True) or {}).get("quiz", "")
        questions = list(QUESTIONS.get(quiz, []))
        random.shuffle(questions)
        return jsonify({"questions": questions})


app.add_url_rule("/shuffle-quiz", view_func=ShuffleQuizView.as_view("shuffle_quiz"))
