import random

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    quiz: str = ""


@app.post("/shuffle-quiz")
def shuffle_quiz(payload: RequestBody):
    """Shuffle quiz."""
    quiz = payload.quiz
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return {"questions": questions}
