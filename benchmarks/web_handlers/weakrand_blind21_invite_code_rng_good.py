import random
import string

from django.http import JsonResponse
from django.views import View

from .models import Invitation

ALPHABET = string.ascii_uppercase + string.digits


class InviteCodes:
    def __init__(self):
        self.rng = random.SystemRandom()

    def issue(self, email):
        code = "".join(self.rng.choice(ALPHABET) for _ in range(12))
        return Invitation.objects.create(email=email, code=code)


class InviteView(View):
    codes = InviteCodes()

    def post(self, request):
        invitation = self.codes.issue(request.POST["email"])
        return JsonResponse({"id": invitation.pk}, status=201)
