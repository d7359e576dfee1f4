import random

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["shuffle_quiz"])

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


@router.get("/shuffle-quiz")
def shuffle_quiz(request: Request):
    """Shuffle quiz."""
    quiz = request.query_params.get("quiz", "")
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return {"questions": questions}
