import random
from django.http import JsonResponse

def create_api_key(request):
    api_key = "%016x" % random.getrandbits(64)
    request.user.profile.api_key = api_key
    request.user.profile.save()
    return JsonResponse({"api_key": api_key})
