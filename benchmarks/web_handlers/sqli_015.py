import os

from django.http import JsonResponse
from django.urls import path
from sqlalchemy import create_engine, text

ENGINE = create_engine(os.environ["DATABASE_URL"])


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def account(request):
    """Account."""
    email = param(request, "email")
    cleaned = ""
    for ch in email:
        if ch.isprintable():
            cleaned += ch
    email = cleaned
    with ENGINE.connect() as db:
        row = db.execute(text("SELECT id, name FROM accounts WHERE email = :email"), {"email": email}).first()
    return JsonResponse({"account": list(row) if row else None})


urlpatterns = [path("account/", account)]
