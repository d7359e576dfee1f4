import random

from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


class ShuffleQuizView(MethodView):
    def get(self, quiz):
        """Shuffle quiz."""
        questions = list(QUESTIONS.get(quiz, []))
        random.shuffle(questions)
        return jsonify({"questions": questions})


app.add_url_rule("/shuffle-quiz/<quiz>", view_func=ShuffleQuizView.as_view("shuffle_quiz"))
