import random

from flask import Flask, jsonify, request

app = Flask(__name__)

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


@app.route("/shuffle-quiz")
def shuffle_quiz():
    """Shuffle quiz."""
    quiz = request.values.get("quiz", "")
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return jsonify({"questions": questions})
