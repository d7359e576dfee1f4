import random

from fastapi import FastAPI, Request

app = FastAPI()

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


@app.get("/shuffle-quiz")
def shuffle_quiz(request: Request):
    """Shuffle quiz."""
    quiz = request.query_params.get("quiz", "")
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return {"questions": questions}
