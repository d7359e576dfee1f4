from django.shortcuts import redirect
from django.urls import reverse


def start_checkout(request):
    request.session.setdefault("return_to", reverse("cart"))
    return redirect(reverse("checkout"))
