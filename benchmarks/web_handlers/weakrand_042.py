import random

from fastapi import FastAPI

app = FastAPI()

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


@app.get("/shuffle-quiz")
def shuffle_quiz(quiz: str = ""):
    """Shuffle quiz."""
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return {"questions": questions}
