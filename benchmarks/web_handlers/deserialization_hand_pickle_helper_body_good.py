import pickle
from django.http import JsonResponse

def restore(blob):
    return pickle.loads(blob)

def restore_view(request):
    state = restore(pickle.dumps([1, 2, 3]))
    return JsonResponse({"n": len(state)})
