import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


class ShuffleQuizView(MethodView):
    def get(self):
        """Shuffle quiz."""
        quiz = request.headers.get("X-Quiz", "")
        questions = list(QUESTIONS.get(quiz, []))
        random.shuffle(questions)
        return jsonify({"questions": questions})


app.add_url_rule("/shuffle-quiz", view_func=ShuffleQuizView.as_view("shuffle_quiz"))
